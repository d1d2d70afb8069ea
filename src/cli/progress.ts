/**
 * Progress of a long operator command on stderr: a bar (cli-progress) on a terminal, plain
 * lines at every tenth otherwise, so logs and CI output stay readable.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progress(label: string, out: NodeJS.WriteStream = process.stderr): Progress {
  if (out.isTTY) {
    const bar = new cliProgress.SingleBar(
      { stream: out, format: `${label} [{bar}] {percentage}% | {value}/{total}`, hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(done, total) {
        if (!started) {
          bar.start(Math.max(total, 1), 0);
          started = true;
        }
        bar.setTotal(Math.max(total, 1));
        bar.update(Math.min(done, Math.max(total, 1)));
      },
      stop() {
        if (started) bar.stop();
      },
    };
  }
  let last = -1;
  return {
    update(done, total) {
      const pct = total ? Math.floor((done / total) * 100) : 100;
      if (pct >= last + 10 || (done === total && pct !== last)) {
        last = pct;
        out.write(`${label}: ${done}/${total} (${pct}%)\n`);
      }
    },
    stop() {},
  };
}

import t from 'tap';
import { guidanceKinds, guidanceOf } from '../../src/matching/guidance.ts';

t.test('guidanceOf: the guiding word as the speaker\'s own verb gives guidance', async (t) => {
  t.same(guidanceOf('Happy to mentor first-time founders on their first raise'), { gives: true, seeks: false });
  t.same(guidanceOf('I advise two hardware startups and sit on a hospital board'), { gives: true, seeks: false });
  t.same(guidanceOf('After thirty years in logistics I want to give back'), { gives: true, seeks: false });
  t.same(guidanceOf('Glad to sit down with first-time founders who find procurement confusing'), { gives: true, seeks: false });
  t.same(guidanceOf('I am an experienced advisor to early-stage teams'), { gives: true, seeks: false }, 'a guide named of the speaker gives');
});

t.test('guidanceOf: a guide or guidance as the object sought seeks guidance', async (t) => {
  t.same(guidanceOf('I would love a mentor who has taken a device through approval'), { gives: false, seeks: true });
  t.same(guidanceOf('Looking for advice on pricing our first contracts'), { gives: false, seeks: true });
  t.same(guidanceOf('Could someone talk me through export paperwork?'), { gives: false, seeks: true });
  t.same(guidanceOf('Hoping to learn from people who have built a sales team'), { gives: false, seeks: true });
});

t.test('guidanceOf: a clause about neither reads neither', async (t) => {
  t.same(guidanceOf('We are raising a seed round for our booking app'), { gives: false, seeks: false });
  t.same(guidanceOf('Happy to partner with hospitals on a pilot'), { gives: false, seeks: false });
  t.same(guidanceOf('Keen to meet founders building climate software'), { gives: false, seeks: false }, 'an investor meeting founders guides no one');
});

t.test('guidanceKinds: the kinds of guidance a text names', async (t) => {
  t.same(guidanceKinds('a mentor who has taken a device through CE marking'), ['regulatory']);
  t.same(guidanceKinds('advice on our pitch deck before we talk to investors'), ['fundraising']);
  t.same(guidanceKinds('someone who has made the step into management'), ['career']);
  t.same(guidanceKinds('how to get insurers to reimburse it'), ['market_access']);
  t.same(guidanceKinds('glad to talk about anything'), []);
});

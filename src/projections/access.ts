import type { z } from 'zod';
import type { AccountDisabled, KeyIssued, KeyRevoked } from '../domain/access.ts';
import { update, type Projector } from './projector.ts';

export interface ApiKeyDoc extends KeyIssued {
  id: string;
  revoked_at: string | null;
}
export interface AccountDoc {
  id: string;
  service_account_user_id: string;
  disabled_at: string | null;
}

/** api_keys by token hash (the auth lookup) and accounts by user id. */
export const accessProjector: Projector = {
  name: 'access',
  collections: [{ name: 'api_keys', indexes: [['key_id']] }, { name: 'accounts' }],
  async apply(e, tx) {
    switch (e.type) {
      case 'KeyIssued': {
        const d = e.data as KeyIssued;
        await update<ApiKeyDoc>(tx, 'api_keys', d.key_hash, e, () => ({ ...d, id: d.key_hash, revoked_at: null }));
        return;
      }
      case 'KeyRevoked': {
        const d = e.data as z.infer<typeof KeyRevoked>;
        const [doc] = await tx.find<ApiKeyDoc>('api_keys', { where: { key_id: d.key_id }, limit: 1 });
        if (doc) await update<ApiKeyDoc>(tx, 'api_keys', doc.id, e, (cur) => cur && { ...cur, revoked_at: d.revoked_at });
        return;
      }
      case 'AccountDisabled': {
        const d = e.data as z.infer<typeof AccountDisabled>;
        await update<AccountDoc>(tx, 'accounts', d.service_account_user_id, e, () => ({
          id: d.service_account_user_id,
          service_account_user_id: d.service_account_user_id,
          disabled_at: d.disabled_at,
        }));
        return;
      }
    }
  },
};

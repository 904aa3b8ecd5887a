import type { ApiKey, revokeApiKey } from '../../../shared/api/api-keys';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { callApi } from '../../lib/api';
import { formatMoment } from './moment';

/** What a key's line says about its use, for the list and the key's page. */
export function keyUseText(key: ApiKey): string {
  const created = `Created ${formatMoment(key.createdAt)}${key.createdBy ? ` by ${key.createdBy}` : ''}`;
  if (key.revokedAt) return `${created} · revoked ${formatMoment(key.revokedAt)}`;
  return `${created} · ${key.lastUsedAt ? `last used ${formatMoment(key.lastUsedAt)}` : 'not used yet'}`;
}

/** Asks, then revokes; the caller hears of the key as it is afterwards. */
export function RevokeKeyDialog({
  apiKey,
  onRevoked,
  onClose,
  focusAfterConfirm,
}: {
  apiKey: ApiKey;
  onRevoked: (key: ApiKey) => void;
  onClose: () => void;
  /** where focus goes once the key is revoked (its Revoke button is gone) */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}) {
  return (
    <ConfirmDialog
      title={`Revoke the key “${apiKey.name}”?`}
      text="Every system using this key is refused from its next request. A revoked key cannot be used again; make a new one if a system still needs access."
      confirmLabel="Revoke key"
      onConfirm={async () => {
        const { key } = await callApi<typeof revokeApiKey>(
          { method: 'POST', path: '/api/account/api-keys/revoke' },
          { body: { id: apiKey.id } },
        );
        onRevoked(key);
      }}
      onClose={onClose}
      {...(focusAfterConfirm ? { focusAfterConfirm } : {})}
    />
  );
}

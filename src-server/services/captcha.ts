import type { CaptchaConfig } from '../config';

/** A bot check the forms carry a token of; the provider behind it is an implementation detail. */
export interface BotCheck {
  readonly enabled: boolean;
  /** true when the provider confirms the token; throws when the provider cannot be reached */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export class BotCheckUnavailableError extends Error {
  override name = 'BotCheckUnavailableError';
}

const VERIFY_TIMEOUT_MS = 5_000;

/** Cloudflare Turnstile's siteverify API (form-encoded POST, `{ success }` JSON answer). */
function turnstileBotCheck({ secret, verifyUrl }: { secret: string; verifyUrl: string }): BotCheck {
  return {
    enabled: true,
    async verify(token, remoteIp) {
      let response: Response;
      try {
        response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new BotCheckUnavailableError('The bot check service could not be reached', { cause: error });
      }
      if (!response.ok)
        throw new BotCheckUnavailableError(`The bot check service answered ${response.status}`);
      const answer = (await response.json().catch(() => null)) as { success?: unknown } | null;
      return answer?.success === true;
    },
  };
}

const disabledBotCheck: BotCheck = { enabled: false, verify: async () => true };

export function createBotCheck(config: CaptchaConfig): BotCheck {
  return config.enabled ? turnstileBotCheck(config) : disabledBotCheck;
}

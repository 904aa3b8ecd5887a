import { WIDGET_REQUESTS_PER_HOUR, type CalculatorWidget } from '../../../shared/api/calculator-widget';
import { formatDate } from '../../../shared/domain/date';
import frame from '../../components/kit/classes.module.css';

/** How long a full hour stays worth mentioning on the page. */
const LIMIT_NOTICE_DAYS = 7;

/**
 * What the member must know about where requests go and whether visitors were turned away: an
 * address still waiting for its link, and the hourly limit reached in the last days.
 */
export function WidgetNotices({ widget, now = new Date() }: { widget: CalculatorWidget; now?: Date }) {
  const limitReached =
    widget.limitReachedAt !== null &&
    now.getTime() - Date.parse(widget.limitReachedAt) < LIMIT_NOTICE_DAYS * 24 * 60 * 60 * 1000;
  if (!widget.pendingNotifyEmail && !limitReached) return null;
  return (
    <div className={frame.notice} role="note">
      {widget.pendingNotifyEmail ? (
        <p>
          Quote requests go to <strong>{widget.settings.notifyEmail}</strong> until{' '}
          <strong>{widget.pendingNotifyEmail}</strong> is confirmed: we emailed a link to it. Nothing is sent
          to an address before its owner opens that link.
        </p>
      ) : null}
      {limitReached ? (
        <p>
          On {formatDate(widget.limitReachedAt!.slice(0, 10))} your calculator took {WIDGET_REQUESTS_PER_HOUR}{' '}
          quote requests within an hour, the most it takes, and visitors who asked after that were told to try
          again later or contact you directly. If the requests were junk, switch the calculator off until it
          stops.
        </p>
      ) : null}
    </div>
  );
}

import type { confirmWidgetNotifyEmail } from '../../../shared/api/calculator-widget';
import workspace from '../../components/kit/classes.module.css';
import { LinkActionPage } from '../../components/kit/LinkActionPage';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';

/**
 * The page of the link sent to an address a member chose for their calculator's quote requests.
 * Its owner is often no member and not signed in.
 */
export default function ConfirmAddressPage() {
  return (
    <>
      <Seo
        path="/digital-tools/freight-calculator/confirm-address"
        title="Confirm the address for calculator quote requests"
        description="Confirm the address where a Digital Freight Alliance member's website calculator sends its quote requests."
        noIndex
      />
      <LinkActionPage
        classes={workspace}
        title="Confirm the address for calculator quote requests"
        lead="A member of the Digital Freight Alliance wants the quote requests from the freight calculator on its website sent to the address this link was emailed to. Confirm only if you expect them."
        actionLabel="Confirm this address"
        act={(token) =>
          callApi<typeof confirmWidgetNotifyEmail>(
            { method: 'POST', path: '/api/calculator-widget/notify-email/confirm' },
            { body: { token } },
          )
        }
        done={({ email, company }) => ({
          title: 'The address is confirmed',
          body: (
            <p>
              Quote requests from the calculator of <strong>{company}</strong> now go to{' '}
              <strong>{email}</strong>.
            </p>
          ),
        })}
        dead={null}
      />
    </>
  );
}

import { builtHref } from '../../../shared/routes';
import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EVENTS_TRAIL } from './event-routes';

export default function AttendeesListPage() {
  const signInHref = builtHref('auth-sign-in');
  return (
    <ContentPage
      path="/events/annual-conference-attendees-list"
      trail={EVENTS_TRAIL}
      title="1st DFA Annual Conference attendees list"
      description="Who attended the 1st DFA Annual Conference in Dubai? The list of attending companies is shared with signed-in DFA members, not published openly."
      keywords="DFA annual conference attendees, freight conference attendee list, Dubai freight conference 2022, DFA members"
      eyebrow="Events"
      heading="Annual conference attendees list"
      lead={
        <p>
          The companies that attended the{' '}
          <RouteLink to="events-annual-conference">1st DFA Annual Conference</RouteLink> in Dubai on 10–11
          March 2022 are listed for members of the association only.
        </p>
      }
    >
      <h2>Why the list is not public</h2>
      <p>
        The attendees came to meet partners they could trust. A public list of their companies and contacts
        would invite cold sales calls and give fraudsters a ready-made set of names to impersonate, so the
        association shares it only with its members, who have been checked before joining.
      </p>
      <h2>How members see it</h2>
      <p>
        Sign in with your member account to see which companies attended. If your company attended and its
        details are wrong or missing, tell the DFA team through the{' '}
        <RouteLink to="company-contact-us">contact page</RouteLink>.
      </p>
      {signInHref ? <ButtonLink to={signInHref}>Sign in to your member account</ButtonLink> : null}
      <h2>Not a member yet?</h2>
      <p>
        Membership gives you the attendee lists of DFA events, the member directory and invitations to the
        next events. See <RouteLink to="membership">what membership includes</RouteLink>.
      </p>
    </ContentPage>
  );
}

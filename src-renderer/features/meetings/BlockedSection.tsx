import type { listBlockedCompanies, unblockCompany } from '../../../shared/api/meetings';
import { Button } from '../../components/kit/Button';
import workspace from '../../components/kit/classes.module.css';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import { announce } from '../../lib/announce';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { focusSoon } from '../../lib/focus';

/** The companies whose meeting requests the member refuses, each with a way to take them back. */
export function BlockedSection() {
  const blocks = usePageData<typeof listBlockedCompanies>(
    '/api/meetings/blocks',
    {},
    { serverRender: false },
  );
  const unblock = async (slug: string, name: string) => {
    try {
      await callApi<typeof unblockCompany>(
        { method: 'POST', path: '/api/meetings/blocks/remove' },
        { body: { company: slug } },
      );
      blocks.reload();
      announce(`${name} can send you meeting requests again.`);
      focusSoon(() => document.querySelector<HTMLElement>('#blocked-companies h2'));
    } catch (error) {
      announce(
        error instanceof ApiCallError ? error.message : `${name} could not be unblocked. Please try again.`,
        {
          assertive: true,
        },
      );
    }
  };
  return (
    <div id="blocked-companies">
      <Section panel title="Blocked companies" description="Their people cannot send you meeting requests.">
        <Loaded data={blocks} what="the companies you blocked">
          {({ blocked }) =>
            blocked.length === 0 ? (
              <EmptyState title="You block no company.">
                <p>
                  Block a company from a request it sent you, if its people keep asking for meetings you do
                  not want.
                </p>
              </EmptyState>
            ) : (
              <ul className={workspace.list} aria-label="Blocked companies">
                {blocked.map(({ company }) => (
                  <li key={company.slug ?? company.name} className={workspace.item}>
                    <span className={workspace.itemTitle}>{company.name}</span>
                    {company.slug ? (
                      <Button small onClick={() => void unblock(company.slug!, company.name)}>
                        Unblock<span className="visually-hidden">{` ${company.name}`}</span>
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Section>
    </div>
  );
}

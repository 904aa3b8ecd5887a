import { getMyWidget, type CalculatorWidget } from '../../../shared/api/calculator-widget';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import frame from '../../components/kit/classes.module.css';
import { SettingsForm } from './SettingsForm';
import { WidgetNotices } from './WidgetNotices';
import { WidgetRequests } from './WidgetRequests';
import { WidgetSummary } from './WidgetSummary';

const PATH = '/digital-tools/freight-calculator/widget';
const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Digital tools', path: '/digital-tools' },
  { name: 'Freight calculator', path: '/digital-tools/freight-calculator' },
  { name: 'Your calculator widget', path: PATH },
];

function WidgetBuilder() {
  const widget = usePageData<typeof getMyWidget>(getMyWidget.path, {}, { serverRender: false });
  if (widget.state === 'loading') return <PageStatus state={widget} what="your calculator" />;
  if (widget.state !== 'ready') {
    const error = widget.state === 'error' ? widget.error : new ApiCallError(404, 'NOT_FOUND', 'Not found.');
    return <PageStatus state={{ state: 'error', error, reload: widget.reload }} what="your calculator" />;
  }
  const saved = (next: CalculatorWidget) => widget.replace({ ...widget.data, widget: next });
  return (
    <>
      {widget.data.widget ? <WidgetNotices widget={widget.data.widget} /> : null}
      {widget.data.widget ? (
        <WidgetSummary widget={widget.data.widget} onChange={saved} />
      ) : (
        <p className={frame.notice}>
          Set up your calculator below and save it: you then get the code to put it on your website.
        </p>
      )}
      <SettingsForm initial={widget.data} onSaved={saved} />
      {widget.data.widget ? <WidgetRequests /> : null}
    </>
  );
}

/** Where a member builds the calculator for their own website, with a live preview. */
export default function CalculatorWidgetPage() {
  return (
    <div className={frame.page}>
      <Seo
        path={PATH}
        title="Your sea freight calculator widget"
        description="Build the sea freight calculator for your own website: name, colours, currency and rate sheet, with a live preview and the code to embed it."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className={frame.header}>
        <p className={frame.eyebrow}>Members only</p>
        <h1>Your calculator widget</h1>
        <p className={frame.intro}>
          A sea freight calculator with your name, colours and rates for your own website. Visitors price
          their cargo and send you quote requests.
        </p>
      </header>
      <MemberGate what="see your calculator widget" tool="calculator-widget">
        {() => <WidgetBuilder />}
      </MemberGate>
    </div>
  );
}

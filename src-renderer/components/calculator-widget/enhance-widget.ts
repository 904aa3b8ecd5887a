import {
  CARGO_LIMITS,
  cargoProblems,
  cargoTotals,
  seaChargeable,
  type LengthUnit,
  type PieceLine,
  type WeightUnit,
} from '../../../shared/calculator/cargo';
import { containerAdvice, CONTAINERS } from '../../../shared/calculator/containers';
import { fclPrice, findLane, lclPrice, type PlaceRef, type Price } from '../../../shared/calculator/rates';
import { placeFromValue, type WidgetConfig } from '../../../shared/calculator/widget-config';
import { formatDate, utcDay } from '../../../shared/domain/date';
import { formatMoney } from '../../../shared/domain/money';
import styles from './calculator-widget.module.css';
import { LINE_FIELDS, lineFieldId, lineFieldLabel } from './widget-fields';

/** Where a visitor's quote request goes: our own API, from the widget's own origin. */
const QUOTE_REQUEST_PATH = '/api/widgets/quote-request';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Consignment {
  origin: PlaceRef;
  destination: PlaceRef;
  pieces: PieceLine[];
}

const number = (value: number, digits: number) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Brings the calculator's server-rendered markup to life: adds and removes lines, checks the
 * input with the shared calculator's own rules, shows volume, W/M, container fit and the
 * indicative price from the member's rates, and sends the visitor's quote request. Returns a
 * function that detaches it again (the builder's preview re-renders it as the member types).
 */
export function enhanceWidget(root: HTMLElement, config: WidgetConfig): () => void {
  const abort = new AbortController();
  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) =>
    target.addEventListener(type, listener as EventListener, { signal: abort.signal });
  const find = <T extends Element>(role: string) => root.querySelector<T>(`[data-role="${role}"]`)!;
  const heading = config.mode === 'preview' ? 'h5' : 'h3';

  const calculator = find<HTMLFormElement>('calculator');
  const lineList = find<HTMLOListElement>('lines');
  const addLine = find<HTMLButtonElement>('add-line');
  const formError = find<HTMLElement>('form-error');
  const results = find<HTMLElement>('results');
  const resultsBody = find<HTMLElement>('results-body');
  const requestSection = find<HTMLElement>('request');
  const requestForm = root.querySelector<HTMLFormElement>('[data-role="request-form"]');
  const lengthUnit = calculator.elements.namedItem('lengthUnit') as HTMLSelectElement;
  const weightUnit = calculator.elements.namedItem('weightUnit') as HTMLSelectElement;
  let consignment: Consignment | undefined;

  const lines = () => [...lineList.querySelectorAll<HTMLElement>('[data-role="line"]')];
  const input = (line: HTMLElement, field: string) =>
    line.querySelector<HTMLInputElement>(`input[data-field="${field}"]`)!;

  function showError(control: Control, message: string | undefined) {
    const error = root.querySelector<HTMLElement>(`#${CSS.escape(control.id)}-error`);
    if (error) {
      error.textContent = message ?? '';
      error.hidden = !message;
    }
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', `${control.id}-error`);
    } else {
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
    }
  }

  function clearErrors(form: HTMLFormElement, alert: HTMLElement) {
    alert.textContent = '';
    for (const control of form.querySelectorAll<Control>('input, select, textarea')) {
      if (control.id) showError(control, undefined);
    }
  }

  /** Ids, labels and legends follow each line's position, so every label names its own input. */
  function renumber() {
    const all = lines();
    all.forEach((line, index) => {
      line.querySelector('[data-role="line-legend"]')!.textContent = `Pieces, line ${index + 1}`;
      for (const field of LINE_FIELDS) {
        const control = input(line, field);
        const error = control.nextElementSibling as HTMLElement;
        control.id = lineFieldId(field, index);
        error.id = `${control.id}-error`;
        if (control.hasAttribute('aria-describedby')) control.setAttribute('aria-describedby', error.id);
        const label = line.querySelector<HTMLLabelElement>(`label[data-field="${field}"]`)!;
        label.htmlFor = control.id;
        label.textContent = lineFieldLabel(
          field,
          lengthUnit.value as LengthUnit,
          weightUnit.value as WeightUnit,
        );
      }
      const remove = line.querySelector<HTMLButtonElement>('[data-role="remove-line"]')!;
      remove.hidden = all.length === 1;
      remove.lastElementChild!.textContent = `pieces, line ${index + 1}`;
    });
    addLine.disabled = all.length >= CARGO_LIMITS.lines;
  }

  on(addLine, 'click', () => {
    const last = lines().at(-1)!;
    const copy = last.cloneNode(true) as HTMLElement;
    for (const control of copy.querySelectorAll('input')) {
      control.value = '';
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
    }
    for (const error of copy.querySelectorAll<HTMLElement>('[data-role="error"]')) error.hidden = true;
    lineList.append(copy);
    renumber();
    input(copy, 'count').focus();
  });

  on<MouseEvent>(lineList, 'click', (event) => {
    const remove = (event.target as Element).closest('[data-role="remove-line"]');
    if (!remove) return;
    const line = remove.closest<HTMLElement>('[data-role="line"]')!;
    const index = lines().indexOf(line);
    line.remove();
    renumber();
    input(lines()[Math.max(0, index - 1)]!, 'count').focus();
  });

  on(lengthUnit, 'change', renumber);
  on(weightUnit, 'change', renumber);

  function readPieces(): PieceLine[] {
    return lines().map((line) => {
      const value = (field: string) => {
        const text = input(line, field).value.trim();
        return text === '' ? Number.NaN : Number(text);
      };
      return {
        count: value('count'),
        length: value('length'),
        width: value('width'),
        height: value('height'),
        lengthUnit: lengthUnit.value as LengthUnit,
        weight: value('weight'),
        weightUnit: weightUnit.value as WeightUnit,
      };
    });
  }

  /** Shows field messages keyed like the contract (`pieces.0.length`); answers what it could not place. */
  function placeErrors(fields: Record<string, string>, form: HTMLFormElement): string[] {
    const unplaced: string[] = [];
    for (const [path, message] of Object.entries(fields)) {
      const piece = /^pieces\.(\d+)\.(\w+)$/.exec(path);
      const line = piece ? lines()[Number(piece[1])] : undefined;
      const control: Control | null | undefined = piece
        ? line?.querySelector<HTMLInputElement>(`input[data-field="${piece[2]}"]`)
        : ((form.elements.namedItem(path.split('.')[0]!) as Control | null) ??
          (calculator.elements.namedItem(path.split('.')[0]!) as Control | null));
      if (control && 'id' in control && control.id) showError(control, message);
      else unplaced.push(message);
    }
    return unplaced;
  }

  function focusFirstInvalid(form: HTMLFormElement) {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  on<SubmitEvent>(calculator, 'submit', (event) => {
    event.preventDefault();
    clearErrors(calculator, formError);
    const fields: Record<string, string> = {};
    const origin = placeFromValue((calculator.elements.namedItem('origin') as HTMLSelectElement).value);
    const destination = placeFromValue(
      (calculator.elements.namedItem('destination') as HTMLSelectElement).value,
    );
    if (!origin) fields['origin'] = 'Choose where the cargo ships from.';
    if (!destination) fields['destination'] = 'Choose where the cargo goes.';
    const pieces = readPieces();
    Object.assign(fields, cargoProblems(pieces));
    const unplaced = placeErrors(fields, calculator);
    if (Object.keys(fields).length > 0) {
      formError.textContent = unplaced.length > 0 ? unplaced.join(' ') : 'Check the fields marked below.';
      focusFirstInvalid(calculator);
      return;
    }
    consignment = { origin: origin!, destination: destination!, pieces };
    showResults(consignment);
  });

  function priceBlock(title: string, price: Price): HTMLElement {
    const block = element('div', styles.price);
    block.append(element(heading === 'h3' ? 'h4' : 'h6', styles.priceTitle, title));
    const list = element('ul', styles.priceLines);
    for (const line of price.lines) {
      const item = element('li');
      item.append(
        element('span', undefined, line.label),
        element('span', undefined, formatMoney(line.amountMinor, config.currency)),
      );
      list.append(item);
    }
    block.append(list, element('p', styles.total, `Total ${formatMoney(price.totalMinor, config.currency)}`));
    return block;
  }

  function showResults({ origin, destination, pieces }: Consignment) {
    const totals = cargoTotals(pieces);
    const sea = seaChargeable(totals);
    const advice = containerAdvice(pieces);
    const basis = { volume: 'by volume', weight: 'by weight', minimum: 'the minimum charge' }[sea.basis];

    const figures = element('dl', styles.figures);
    for (const [term, value] of [
      ['Volume', `${number(totals.volumeCbm, 3)} m³`],
      ['Gross weight', `${number(totals.weightKg, 1)} kg`],
      ['Chargeable at sea (W/M)', `${number(sea.revenueTons, 3)} revenue tons, ${basis}`],
    ] as const) {
      const row = element('div');
      row.append(element('dt', undefined, term), element('dd', undefined, value));
      figures.append(row);
    }

    const containers = element('div');
    containers.append(element(heading, styles.sectionTitle, 'Containers (typical figures)'));
    containers.append(
      element(
        'p',
        undefined,
        advice.suggestion
          ? `Suggested: ${advice.suggestion.units} × ${CONTAINERS[advice.suggestion.type].label}.`
          : 'A piece is too large for a standard dry container: ask for a special-equipment quote.',
      ),
    );
    const scroller = element('div', styles.scroller);
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', 'Container fit, typical figures');
    const table = element('table', styles.table);
    const head = element('tr');
    for (const title of [
      'Container',
      'Holds it',
      'Boxes needed',
      'EUR pallets on floor',
      'US pallets on floor',
    ]) {
      const cell = element('th', undefined, title);
      cell.scope = 'col';
      head.append(cell);
    }
    const body = element('tbody');
    for (const fit of advice.fits) {
      const row = element('tr');
      const name = element('th', undefined, CONTAINERS[fit.type].label);
      name.scope = 'row';
      const holds = !fit.piecesFit
        ? 'No: a piece is too large'
        : fit.fitsInOne
          ? 'Yes'
          : `No: ${!fit.holdsVolume ? 'volume' : 'payload'}`;
      row.append(
        name,
        element('td', undefined, holds),
        element('td', undefined, fit.unitsNeeded === null ? '—' : String(fit.unitsNeeded)),
        element('td', undefined, String(fit.eurPallets)),
        element('td', undefined, String(fit.usPallets)),
      );
      body.append(row);
    }
    table.append(element('thead'), body);
    table.tHead!.append(head);
    scroller.append(table);
    containers.append(scroller);

    const pricing = element('div');
    pricing.append(element(heading, styles.sectionTitle, 'Indicative price'));
    const lane = findLane(config.lanes, origin, destination, utcDay());
    const lcl = lane ? lclPrice(lane, sea.revenueTons, config.currency) : null;
    const fcl = lane ? fclPrice(lane, advice, config.currency) : null;
    if (lane && (lcl || fcl)) {
      if (lcl) pricing.append(priceBlock('Shared container (LCL)', lcl));
      if (fcl)
        pricing.append(priceBlock(`Full container: ${fcl.units} × ${CONTAINERS[fcl.type].label}`, fcl));
      pricing.append(
        element(
          'p',
          styles.small,
          `From ${config.displayName}’s rates valid until ${formatDate(lane.validUntil)}. Indicative: the final price comes with the quote.`,
        ),
      );
    } else {
      pricing.append(
        element(
          'p',
          styles.onRequest,
          `Price on request: ${config.displayName} has no rate for this route and cargo on the calculator yet. Request a quote and they will price it for you.`,
        ),
      );
    }

    resultsBody.replaceChildren(figures, containers, pricing);
    results.hidden = false;
    results.querySelector<HTMLElement>('[tabindex="-1"]')!.focus();
  }

  on(find('open-request'), 'click', () => {
    requestSection.hidden = false;
    requestSection.querySelector<HTMLElement>('[tabindex="-1"]')!.focus();
  });

  if (requestForm) {
    const requestError = find<HTMLElement>('request-error');
    const done = find<HTMLElement>('request-done');
    const field = (name: string) => requestForm.elements.namedItem(name) as Control;
    on<SubmitEvent>(requestForm, 'submit', (event) => {
      event.preventDefault();
      void sendRequest();
    });

    async function sendRequest() {
      clearErrors(requestForm!, requestError);
      if (!consignment) {
        requestError.textContent = 'Calculate your shipment first, so the forwarder sees your cargo.';
        return;
      }
      const required: [string, string][] = [
        ['commodity', 'Say what the goods are.'],
        ['readyDate', 'Choose the day your cargo is ready.'],
        ['name', 'Enter your name.'],
        ['email', 'Enter your email address.'],
        ['country', 'Choose your country.'],
      ];
      const missing = Object.fromEntries(required.filter(([name]) => !field(name).value.trim()));
      if (Object.keys(missing).length > 0) {
        placeErrors(missing, requestForm!);
        requestError.textContent = 'Check the fields marked below.';
        focusFirstInvalid(requestForm!);
        return;
      }
      const mode =
        requestForm!.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value ?? 'sea-lcl';
      if (config.mode === 'preview') {
        done.textContent = 'Preview: nothing was sent. On your website, this request is emailed to you.';
        return;
      }
      const submit = requestForm!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      submit.disabled = true;
      try {
        const response = await fetch(QUOTE_REQUEST_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            widgetId: config.widgetId,
            origin: consignment.origin,
            destination: consignment.destination,
            mode,
            pieces: consignment.pieces,
            ...Object.fromEntries(
              ['commodity', 'readyDate', 'name', 'company', 'email', 'phone', 'country', 'notes'].map(
                (name) => [name, field(name).value.trim()],
              ),
            ),
          }),
        });
        const answer = (await response.json().catch(() => null)) as {
          error?: { message?: string; fields?: Record<string, string> };
        } | null;
        if (response.ok) {
          requestForm!.hidden = true;
          done.textContent = `Thank you. ${config.displayName} has your request and will reply to ${field('email').value.trim()}.`;
          done.focus();
          return;
        }
        const unplaced = placeErrors(answer?.error?.fields ?? {}, requestForm!);
        requestError.textContent =
          unplaced.length > 0
            ? unplaced.join(' ')
            : (answer?.error?.message ?? 'Your request could not be sent. Please try again.');
        focusFirstInvalid(requestForm!);
      } catch {
        requestError.textContent = 'Your request could not be sent: check your connection and try again.';
      } finally {
        submit.disabled = false;
      }
    }
  }

  renumber();
  return () => abort.abort();
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deleteUnit, UNIT_TYPES, UNIT_VIEWS, type TransportUnit } from '../../../shared/api/virtual-office';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { callApi } from '../../lib/api';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { OFFICE_PATH, searchPath, unitPath, type OfficeSearch } from './unit-links';
import { UnitDetail, UnitNotFound } from './UnitDetail';
import { UnitForm } from './UnitForm';
import { UnitList } from './UnitList';
import styles from './virtual-office.module.css';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The search in the address bar, with anything unknown read as "any". */
function readSearch(params: URLSearchParams): OfficeSearch {
  const country = (params.get('country') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  return {
    view: oneOf(UNIT_VIEWS, params.get('view')) ?? 'all',
    type: oneOf(UNIT_TYPES, params.get('type')) ?? '',
    country: COUNTRY_CODES.includes(country) ? country : '',
    city: (params.get('city') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function readUnitId(value: string | null): number | 'invalid' | undefined {
  if (value === null) return undefined;
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 'invalid';
}

/** The virtual office for a signed-in member: listings, one listing, the editor. */
export function MemberOffice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readSearch(params);
  const unitId = readUnitId(params.get('unit'));
  const [editing, setEditing] = useState<{ unit?: TransportUnit }>();
  const [deleting, setDeleting] = useState<TransportUnit>();
  const [notice, setNotice] = useState<string>();
  // Bumped after a write, so the list or the listing on screen is fetched again.
  const [version, setVersion] = useState(0);

  const startEditing = (unit?: TransportUnit) => {
    setNotice(undefined);
    setEditing(unit ? { unit } : {});
  };

  const saved = (unit: TransportUnit) => {
    setNotice(
      editing?.unit
        ? 'Your changes are saved.'
        : 'Your transport unit is listed. Members can now find it by loading zone and type; use “Copy link” to send it to a partner.',
    );
    setEditing(undefined);
    setVersion((count) => count + 1);
    void navigate(unitPath(unit.id));
  };

  const deleted = (unit: TransportUnit) => {
    setDeleting(undefined);
    setNotice(`${unit.name} is deleted.`);
    // On the listing's own page, leave for the list (which loads afresh) rather than fetch the
    // deleted listing again; on the list, fetch the page again.
    if (unitId !== undefined) void navigate(OFFICE_PATH);
    else setVersion((count) => count + 1);
  };

  let content;
  if (editing) {
    content = (
      <UnitForm
        {...(editing.unit ? { unit: editing.unit } : {})}
        onSaved={saved}
        onCancel={() => setEditing(undefined)}
      />
    );
  } else if (unitId === 'invalid') {
    content = <UnitNotFound />;
  } else if (unitId !== undefined) {
    content = (
      <UnitDetail key={`${unitId}-${version}`} id={unitId} onEdit={startEditing} onDelete={setDeleting} />
    );
  } else {
    content = (
      <UnitList
        key={version}
        search={search}
        onSearch={(next) => {
          setNotice(undefined);
          void navigate(searchPath(next), { state: KEEP_SCROLL });
        }}
        onAdd={() => startEditing()}
        onEdit={startEditing}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <>
      <div role="status" className={styles.alertSlot}>
        {notice ? <p className={styles.notice}>{notice}</p> : null}
      </div>
      {content}
      {deleting ? (
        <ConfirmDialog
          title="Delete this listing?"
          text={`${deleting.name} (${deleting.registrationNumber}) will disappear from the virtual office, and links to it will stop working. This cannot be undone.`}
          confirmLabel="Delete listing"
          busyLabel="Deleting…"
          cancelLabel="Keep it"
          tone="danger"
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            await callApi(deleteUnit, { body: { id: deleting.id } });
            deleted(deleting);
          }}
        />
      ) : null}
    </>
  );
}

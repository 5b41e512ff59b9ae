import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EstateRecord, FileRecord } from '../../domain/schemas/index.ts';
import { formatDate } from '../../ui/record-display.ts';
import { useLawyerOptions } from './use-lawyer-options.ts';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orNone = (text: string) => text || <span className="muted">Not recorded</span>;

/**
 * The estate's record in full (#details): which file, who died when, who administers, the key
 * dates, the notes. Its name and status stand in the page's head.
 */
export function EstateSummary({ estate, file }: { estate: EstateRecord; file: FileRecord | null }) {
  const { deceased, executor, keyDates } = estate;
  const dateOfDeath = deceased?.dateOfDeath || keyDates?.dateOfDeath || '';
  const fileLabel = file ? [file.fileNumber, file.name].filter(Boolean).join(' — ') : '';
  const lawyers = useLawyerOptions();
  const lawyer = estate.lawyerOfRecord
    ? (lawyers?.find((l) => l.id === estate.lawyerOfRecord)?.label ??
      (lawyers ? 'No longer one of the firm’s lawyers' : ''))
    : '';
  return (
    <section className="card" aria-labelledby="estate-summary-heading">
      <h2 id="estate-summary-heading">Details</h2>
      <dl className="detail-grid">
        <Item term="File">
          {file ? (
            <Link to="/admin/files/$id" params={{ id: file._id }}>
              {fileLabel || 'Open file'}
            </Link>
          ) : (
            orNone('')
          )}
        </Item>
        <Item term="Jurisdiction">{estate.jurisdiction || 'Ontario'}</Item>
        <Item term="Lawyer of record">{orNone(lawyer)}</Item>
        <Item term="Deceased">{orNone(deceased?.name ?? '')}</Item>
        <Item term="Date of Death">{orNone(formatDate(dateOfDeath))}</Item>
        <Item term="Executor">{orNone(executor?.name ?? '')}</Item>
        <Item term="Executor Email">
          {executor?.email ? <a href={`mailto:${executor.email}`}>{executor.email}</a> : orNone('')}
        </Item>
        <Item term="Executor Phone">
          {executor?.phone ? <a href={`tel:${executor.phone}`}>{executor.phone}</a> : orNone('')}
        </Item>
        <Item term="Court Deadline">{orNone(formatDate(keyDates?.courtDeadline))}</Item>
        <Item term="Certificate Issued">{orNone(formatDate(keyDates?.certificateIssued))}</Item>
      </dl>
      <dl className="detail-grid detail-notes-block">
        <Item term="Notes">
          <span className="detail-notes">{orNone(estate.notes ?? '')}</span>
        </Item>
      </dl>
    </section>
  );
}

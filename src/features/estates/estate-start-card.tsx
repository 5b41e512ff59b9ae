import { Link } from '@tanstack/react-router';
import { type EstateStartStep, estateStarted, estateStartSteps } from '../../domain/rules/estate-start.ts';
import type { EstateRecord, PartyRecord } from '../../domain/schemas/index.ts';
import { Checklist } from '../../ui/checklist.tsx';

/** The record create page each step opens, with this estate preset (as the sections' Add buttons). */
const CREATE_TYPE: Record<Exclude<EstateStartStep['id'], 'deceased'>, string> = {
  trustee: 'party',
  assets: 'asset',
  accounts: 'bank-account',
};

/**
 * A new estate's first steps, leading its page until they are done (docs/behaviour.md#estate-page-layout):
 * what the lawyer enters first, rather than a list of deadlines counted from a date of death not yet
 * given. Each step opens where it is done; the deceased's step opens the estate's own form.
 */
export function EstateStartCard({
  estate,
  parties,
  assets,
  accounts,
  onEditEstate,
}: {
  estate: EstateRecord;
  parties: readonly PartyRecord[];
  assets: number;
  accounts: number;
  onEditEstate: () => void;
}) {
  const steps = estateStartSteps({ ...estate, parties, assets, accounts });
  if (estateStarted(steps)) return null;
  return (
    <section className="card estate-start" aria-labelledby="estate-start-heading">
      <h2 id="estate-start-heading">Start this estate</h2>
      <Checklist
        doneText="All done."
        items={steps.map((step) => ({
          ...step,
          action:
            step.id === 'deceased' ? (
              <button type="button" className="link-button" onClick={onEditEstate}>
                {step.title}
              </button>
            ) : (
              <Link
                to="/admin/$recordType/create"
                params={{ recordType: CREATE_TYPE[step.id] }}
                search={{ type: CREATE_TYPE[step.id], estate: estate._id }}
              >
                {step.title}
              </Link>
            ),
        }))}
      />
    </section>
  );
}

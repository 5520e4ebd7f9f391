import type { ActivityEntityType, ActivityEntry } from '@app/contract';
import { type ComponentType, createContext, useContext } from 'react';

export type RecordHistoryProps = {
  entityType: ActivityEntityType;
  entityId: number;
  /** The record's updatedAt, so a save shows at once. */
  version: string;
  /** Gets the restore's entry, whose snapshot is the record as restored. */
  onRestored?: (restored: ActivityEntry) => void;
};

const Slot = createContext<ComponentType<RecordHistoryProps> | null>(null);

/**
 * The history section under a record's form. The forms name the record; the route that builds
 * the admin screens says what shows its history (the activity log's own section), so the forms do
 * not reach into another feature.
 */
export const RecordHistoryProvider = Slot.Provider;

export function RecordHistory(props: RecordHistoryProps) {
  const Section = useContext(Slot);
  return Section ? <Section {...props} /> : null;
}

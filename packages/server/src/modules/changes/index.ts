/**
 * The changes module's public file: the one path of a write's reactions. A write publishes what it
 * changed inside its transaction (`publishChange` & co.); the activity log records it there, and
 * the subscribers of `onCommitted` (the cached replies and pages) react once it has committed.
 */

export { publishDeleted, publishReorder } from './change-writes';
export {
  type Change,
  type ChangeInput,
  type ChangeSubscriber,
  onCommitted,
  publishChange,
  publishChanges,
} from './changes';

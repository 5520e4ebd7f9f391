/**
 * The activity module's public file: the activity log's routes and plugin (restorers, retention), and
 * what a write needs to record itself. Other modules and the app import the module as `../activity`
 * (from the app, `./modules/activity`), never one of its files; the linter refuses such an import.
 */

export { activityPlugin } from './activity.plugin';
export { activityRoutes } from './activity.routes';
export { restorerOf } from './activity.service';
export { diffOf, toSnapshot } from './activity-diff';
export { namesOf } from './activity-names';
export { type ActivityInput, type Actor, actorOf, recordActivities, SYSTEM_ACTOR } from './activity-record';
export { restoreConflict } from './activity-writes';

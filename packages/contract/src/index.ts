export * from './auth';
export * from './constants';
export * from './envelope';
export * from './errors';
export * from './routes';
export * from './site-config';
export * from './topic';

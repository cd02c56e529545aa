export * from './customers';
export * from './module';

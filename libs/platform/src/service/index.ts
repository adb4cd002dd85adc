export * from './bootstrap-service';
export * from './dto-validation.pipe';
export * from './rpc-error.filter';
export * from './service-options';
export * from './service-platform.module';
export * from './tokens';
export * from './run-service';

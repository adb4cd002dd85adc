export * from './mailer';
export * from './mail.module';

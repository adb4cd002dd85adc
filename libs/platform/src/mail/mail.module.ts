import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type Mailer, type MailOptions, openMailer } from './mailer';

export const MAILER = Symbol('MAILER');

@Injectable()
class MailLifecycle implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}

/** Provides `MAILER` to a service that sends mail; the host app's config decides where it goes. */
@Module({})
export class MailModule {
  static forRoot(options: MailOptions): DynamicModule {
    return {
      module: MailModule,
      providers: [{ provide: MAILER, useFactory: () => openMailer(options) }, MailLifecycle],
      exports: [MAILER],
    };
  }
}

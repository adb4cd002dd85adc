import {
  AdminApi,
  ListNewsletterSubscribersDto,
  MAX_NEWSLETTER_PAGE_SIZE,
  type NewsletterSubscriberView,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { streamTableFile } from '../http/table-file';

const COLUMNS: Array<{ header: string; key: keyof NewsletterSubscriberView }> = [
  { header: 'Name', key: 'name' },
  { header: 'Email', key: 'email' },
  { header: 'Subscribed', key: 'subscribedAt' },
];

/** Back office, permission "customers": the newsletter subscribers list and its CSV export. */
@ApiTags('back office: customers')
@Controller()
@RequirePermission('customers')
export class NewsletterAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Post('newsletter/subscribers/list')
  @HttpCode(200)
  @ApiOperation({ summary: 'Newsletter subscribers, newest first, paged, searched by name or email.' })
  async list(@Ctx() ctx: RequestContext, @Body() body: ListNewsletterSubscribersDto) {
    return ok(await this.services.call(AdminApi.listNewsletterSubscribers, ctx, body));
  }

  @Get('newsletter/subscribers/export')
  @ApiOperation({ summary: 'The subscribers as searched, as CSV, streamed page by page.' })
  async export(
    @Ctx() ctx: RequestContext,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const { search } = await validateDto(ListNewsletterSubscribersDto, { search: query['search'] });
    const pages = async function* (services: ServiceClient): AsyncGenerator<string[][]> {
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await services.call(AdminApi.listNewsletterSubscribers, ctx, {
          search,
          page,
          limit: MAX_NEWSLETTER_PAGE_SIZE,
        });
        pages = answer.pages;
        yield answer.rows.map((row) => COLUMNS.map((column) => row[column.key]));
      }
    };
    await streamTableFile(response, {
      name: 'newsletter-subscribers',
      format: 'csv',
      sheet: 'Subscribers',
      header: COLUMNS.map((column) => column.header),
      pages: pages(this.services),
    });
  }
}

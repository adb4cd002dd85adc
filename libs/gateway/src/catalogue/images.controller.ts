import { CatalogueApi, GetImageDto, imageEtag, servedImageWidth } from '@atelier/contracts/catalogue';
import { type RequestContext, systemContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Public, Tenantless } from '../context/route-metadata';

/** Content-addressed keys never change: browsers and proxies may keep a rendition for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Catalogue images. Public and tenantless: an <img> sends no headers, and keys are content hashes
 * that name nothing but their own picture.
 */
@ApiTags('catalogue')
@Public()
@Tenantless()
@Controller()
export class ImagesController {
  constructor(private readonly services: ServiceClient) {}

  @Get('images/:key')
  @ApiOperation({ summary: 'A WebP rendition (w = 200, 400 or 800; others go to the next size up).' })
  async image(
    @Param('key') key: string,
    @Query() query: Record<string, unknown>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const dto = await validateDto(GetImageDto, { ...query, key });
    const etag = imageEtag(dto.key, servedImageWidth(dto.w));
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
      response.status(304).setHeader('etag', etag).setHeader('cache-control', IMMUTABLE).end();
      return;
    }
    const ctx: RequestContext = systemContext('', randomUUID());
    const file = await this.services.call(CatalogueApi.getImage, ctx, dto);
    const body = Buffer.from(file.data, 'base64');
    response
      .status(200)
      .setHeader('content-type', file.contentType)
      .setHeader('content-length', String(body.length))
      .setHeader('etag', file.etag)
      .setHeader('cache-control', file.immutable ? IMMUTABLE : 'public, max-age=3600')
      .end(body);
  }
}

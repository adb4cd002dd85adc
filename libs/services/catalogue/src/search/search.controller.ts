import {
  AutocompleteDto,
  CatalogueApi,
  type DesignSearchResult,
  SearchDesignsDto,
  type SearchDesignsResult,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { SearchService } from './search.service';
import { TextSearchService } from './text-search.service';

@Controller()
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly text: TextSearchService,
  ) {}

  @Handles(CatalogueApi.autocomplete)
  autocomplete(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AutocompleteDto,
  ): Promise<DesignSearchResult[]> {
    return this.text.autocomplete(ctx, body);
  }

  @Handles(CatalogueApi.searchDesigns)
  searchDesigns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SearchDesignsDto,
  ): Promise<SearchDesignsResult> {
    return this.search.search(ctx, body);
  }
}

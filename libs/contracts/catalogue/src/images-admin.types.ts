import type { ImageRef } from './catalogue.types';

/** A picture of a design as the back office sees it. */
export interface AdminDesignImage extends ImageRef {
  /** The shade the picture shows; null: it stands for every shade. */
  shade_id: number | null;
  position: number;
  is_main: boolean;
  file_name: string;
}

export interface DesignImagesView {
  design_id: string;
  design: string;
  images: AdminDesignImage[];
}

export interface BulkImageMatch {
  file: string;
  design_id: string;
  design: string;
  shade_id: number | null;
  key: string;
}

export interface BulkImageMiss {
  file: string;
  /** Why the file was not stored: its name matched no design or shade, or its content was refused. */
  reason: string;
}

/** What a bulk upload stored and which files it could not place (nothing is stored for those). */
export interface BulkImagesResult {
  matched: BulkImageMatch[];
  unmatched: BulkImageMiss[];
}

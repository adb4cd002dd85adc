import { CuratedListPage } from './CuratedListPage';
import { OffersPage } from './OffersPage';

/** Loaded on demand by the back office's routes (issue 12). */
export function SpecialOfferScreen() {
  return <OffersPage kind="special" />;
}

export function LabGrownOfferScreen() {
  return <OffersPage kind="lab_grown_special" />;
}

export function ClearanceOfferScreen() {
  return <OffersPage kind="clearance" />;
}

export function BestSellingDesignsScreen() {
  return <CuratedListPage list="best_selling" />;
}

export function NewArrivalDesignsScreen() {
  return <CuratedListPage list="new_arrival" />;
}

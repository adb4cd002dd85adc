/**
 * Issue 11 (catalogue back office): pictures, groups and the designs mapped to them. English is the
 * source of every key; the other languages have exactly the same shape.
 */
export const catalogueAdminEn = {
  menu: {
    images: 'Pictures',
    addImages: 'Add pictures',
    uploadImages: 'Upload pictures',
    editImages: 'Edit pictures',
  },
  common: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    cancel: 'Cancel',
    delete: 'Delete',
    design: 'Design',
    search: 'Search',
    designSearch: 'Find a design',
    designSearchHint: 'Design number or name',
    pickDesign: 'Pick a design first.',
    choose: 'Choose',
    chosen: 'Chosen: {{design}}',
    noMatch: 'No design matches.',
    allShades: 'Every shade',
    shade: 'Shade',
  },
  images: {
    addTitle: 'Add pictures',
    addIntro: 'Pick a design, choose the shade the pictures show and drop the files.',
    uploadTitle: 'Upload pictures',
    uploadIntro: 'Upload to one design, or upload many files at once and let their names say the design.',
    dropLabel: 'Pictures of {{design}}',
    dropHint: 'PNG, JPEG or WebP, up to 8 MB each.',
    shadeLabel: 'The shade they show',
    manage: 'Order and edit these pictures',
    bulkTitle: 'Upload by file name',
    bulkRule: 'Name each file <design number>[_<shade>][-<n>].<ext>, e.g. R1001_wg-2.jpg.',
    bulkDrop: 'Pictures named by design',
    matched: 'Stored ({{count}})',
    unmatched: 'Not stored ({{count}})',
    file: 'File',
    reason: 'Why',
    editTitle: 'Edit pictures',
    editIntro: 'The first picture is the main one. Drag a picture or use its buttons to change the order.',
    listLabel: 'Pictures of {{design}}',
    empty: 'This design has no pictures yet.',
    main: 'Main picture',
    makeMain: 'Make main',
    moveUp: 'Move up',
    moveDown: 'Move down',
    position: 'Picture {{position}} of {{count}}',
    deleteTitle: 'Delete this picture?',
    deleteIntro: '{{file}} is removed from the design and the storefront.',
    saved: 'Saved.',
  },
};

export type CatalogueAdminTexts = typeof catalogueAdminEn;

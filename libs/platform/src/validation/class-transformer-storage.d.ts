// class-transformer keeps its decorators' metadata in this module and types it apart from it.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}

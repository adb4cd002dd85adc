import type { ContentCalls } from '../api/content';

type C = ContentCalls;

export type ContentMocks = {
  [K in keyof C]: jest.Mock<ReturnType<C[K]>, Parameters<C[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** Every storefront content call of issue 12 as a jest mock that rejects until a test says otherwise. */
export function createContentStubs(): ContentMocks {
  return {
    getSiteContent: jest.fn<ReturnType<C['getSiteContent']>, Parameters<C['getSiteContent']>>(notStubbed),
    getContentPage: jest.fn<ReturnType<C['getContentPage']>, Parameters<C['getContentPage']>>(notStubbed),
    getAnnouncementAdmin: jest.fn<
      ReturnType<C['getAnnouncementAdmin']>,
      Parameters<C['getAnnouncementAdmin']>
    >(notStubbed),
    saveAnnouncement: jest.fn<ReturnType<C['saveAnnouncement']>, Parameters<C['saveAnnouncement']>>(
      notStubbed,
    ),
    listRunningLines: jest.fn<ReturnType<C['listRunningLines']>, Parameters<C['listRunningLines']>>(
      notStubbed,
    ),
    createRunningLine: jest.fn<ReturnType<C['createRunningLine']>, Parameters<C['createRunningLine']>>(
      notStubbed,
    ),
    updateRunningLine: jest.fn<ReturnType<C['updateRunningLine']>, Parameters<C['updateRunningLine']>>(
      notStubbed,
    ),
    deleteRunningLine: jest.fn<ReturnType<C['deleteRunningLine']>, Parameters<C['deleteRunningLine']>>(
      notStubbed,
    ),
    listContentPages: jest.fn<ReturnType<C['listContentPages']>, Parameters<C['listContentPages']>>(
      notStubbed,
    ),
    saveContentPage: jest.fn<ReturnType<C['saveContentPage']>, Parameters<C['saveContentPage']>>(notStubbed),
    removeContentPage: jest.fn<ReturnType<C['removeContentPage']>, Parameters<C['removeContentPage']>>(
      notStubbed,
    ),
    listContentMedia: jest.fn<ReturnType<C['listContentMedia']>, Parameters<C['listContentMedia']>>(
      notStubbed,
    ),
    uploadContentMedia: jest.fn<ReturnType<C['uploadContentMedia']>, Parameters<C['uploadContentMedia']>>(
      notStubbed,
    ),
    removeContentMedia: jest.fn<ReturnType<C['removeContentMedia']>, Parameters<C['removeContentMedia']>>(
      notStubbed,
    ),
    saveContentMediaLink: jest.fn<
      ReturnType<C['saveContentMediaLink']>,
      Parameters<C['saveContentMediaLink']>
    >(notStubbed),
  };
}

import { createAppRouter } from './routes';

// jsdom has no Fetch API; a navigation without loaders only reads its request's url, method and signal.
class NavigationRequest {
  readonly url: string;
  readonly method = 'GET';
  readonly signal?: AbortSignal;
  constructor(url: string | URL, init?: { signal?: AbortSignal }) {
    this.url = String(url);
    this.signal = init?.signal;
  }
}

beforeAll(() => {
  Object.assign(globalThis, { Request: globalThis.Request ?? NavigationRequest });
});

const areas = { loadBackOffice: () => Promise.resolve(), loadTrade: () => Promise.resolve() };

describe('createAppRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("starts with the address's language only and adds another language's pages on the way to them", async () => {
    window.history.replaceState(null, '', '/fr/');
    const router = createAppRouter(areas);
    const languages = () => (router.routes[0].children ?? []).map((route) => route.id);
    expect(languages()).toEqual(['language-fr']);
    expect(router.state.matches.map((match) => match.route.id)).toContain('language-fr');

    await router.navigate('/de/');
    expect(languages()).toEqual(['language-fr', 'language-de']);
    expect(router.state.location.pathname).toBe('/de/');
    expect(router.state.matches.map((match) => match.route.id)).toContain('language-de');

    // English's pages sit at '/', under every other prefix: a French page still matches French's.
    await router.navigate('/');
    await router.navigate('/fr/');
    expect(languages()).toEqual(['language-fr', 'language-de', 'language-en']);
    expect(router.state.matches.map((match) => match.route.id)).toContain('language-fr');
    router.dispose();
  });
});

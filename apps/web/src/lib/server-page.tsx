/**
 * The data of a page the server renders on a request (the App Store, the docs search results, a form page
 * answering a refused post: decision 0046), given to the page's components by the server entry. Prerendered
 * pages and the browser have none.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type {
  BrowserFormName,
  FormAnswer,
  ServerPage,
  ServerPageData,
  ServerPageName,
} from '@app/contracts/server-pages';

export interface FormProblemSummaryProps {
  answer: FormAnswer;
  /** The form's field names: their errors link to their controls, other errors are listed as text. */
  fieldNames?: ReadonlySet<string>;
  /** The id of a field's (first) control. */
  fieldId?: (name: string) => string;
}

export interface ServerPageState {
  page: ServerPage;
  /** Set once a form has shown the answer: the renderer checks that the page had the posted form. */
  answerShown: boolean;
  /** The summary of a refused post: given by the server entry, so the browser's bundle has none. */
  FormProblemSummary: ComponentType<FormProblemSummaryProps>;
  /**
   * QR codes the page shows, made by the server entry before rendering (the encoder is asynchronous and
   * stays out of the browser's bundle): link → the SVG markup, with its accessible name.
   */
  qrCodes?: ReadonlyMap<string, string>;
  /**
   * Whether this store page has its Chinese twin, as its data say (an app filed for mainland China:
   * i18n/store-editions.ts, decision 0067); undefined for other pages, whose twins are known by path.
   */
  zhTwin?: boolean;
}

/** A refused post of a form, and the summary to show above it. */
export interface FormAnswerView {
  answer: FormAnswer;
  Summary: ComponentType<FormProblemSummaryProps>;
}

const ServerPageContext = createContext<ServerPageState | null>(null);

export function ServerPageProvider({ state, children }: { state: ServerPageState; children: ReactNode }) {
  return <ServerPageContext.Provider value={state}>{children}</ServerPageContext.Provider>;
}

/** The data of the server-rendered page `name`; throws when the page is rendered without it (a bug). */
export function useServerPage<N extends ServerPageName>(name: N): ServerPageData<N> {
  const state = useContext(ServerPageContext);
  // A form answered on a page the server fills: the page's own data are `on`.
  const page = state?.page.page === 'form-answer' && state.page.on ? state.page.on : state?.page;
  if (page?.page !== name) throw new Error(`the ${name} page is rendered by the server only`);
  return page.data as ServerPageData<N>;
}

/** The SVG markup of the QR code of `link` the server entry made for this page, if it made one. */
export function useServerQrCode(link: string): string | undefined {
  return useContext(ServerPageContext)?.qrCodes?.get(link);
}

/** Whether the server-rendered page has its Chinese twin by its data (`ServerPageState.zhTwin`). */
export const useServerPageZhTwin = (): boolean | undefined => useContext(ServerPageContext)?.zhTwin;

/** The refused post of the form `form`, when the server is answering it on this page. */
export function useFormAnswer(form: BrowserFormName): FormAnswerView | undefined {
  const state = useContext(ServerPageContext);
  if (state?.page.page !== 'form-answer' || state.page.data.form !== form) return undefined;
  state.answerShown = true;
  return { answer: state.page.data, Summary: state.FormProblemSummary };
}

import { render, waitFor, type RenderResult } from '@testing-library/react'
import { App } from '../../../src/renderer/src/App'
import { ApiProvider } from '../../../src/renderer/src/api/api-context'
import { createFakeApi, type Answers, type FakeApi, type FakeCarrier } from './fake-api'

/** Renders the whole window at `hash` against a fake api; resolves once the settings have loaded. */
export async function renderApp(hash: string, answers: Answers = {}, carrier: FakeCarrier = {}): Promise<FakeApi & { view: RenderResult }> {
  window.history.replaceState(null, '', hash)
  const fake = createFakeApi(answers, carrier)
  const view = render(
    <ApiProvider api={fake.api}>
      <App />
    </ApiProvider>,
  )
  await waitFor(() => {
    if (fake.callsOf('settings.get').length === 0) throw new Error('settings not asked yet')
  })
  return { ...fake, view }
}

import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** What the canvas shows, to compare before and after a reload: each node's place and text, each edge. */
export interface CanvasSnapshot {
  nodes: string[];
  edges: string[];
}

/** The flow editor at /flowbuilder/{id} (pt-BR texts). */
export class FlowEditorPage {
  readonly saveButton: Locator;
  readonly unsavedHint: Locator;
  readonly savedToast: Locator;
  readonly nodes: Locator;
  readonly edges: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Salvar', exact: true });
    this.unsavedHint = page.getByText('Não se esqueça de salvar seu fluxo!');
    this.savedToast = page.getByText('Fluxo salvo com sucesso');
    this.nodes = page.locator('.react-flow__node');
    this.edges = page.locator('.react-flow__edge');
    this.dialog = page.getByRole('dialog');
  }

  async goto(flowId: number): Promise<void> {
    await this.page.goto(app.url(`/flowbuilder/${flowId}`));
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** The speed dial's action for a node type, by its label (Inicio, Conteúdo, Menu, Intervalo…). */
  dialAction(label: string): Locator {
    return this.page.getByRole('menuitem', { name: label, exact: true });
  }

  async addNode(label: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Adicionar nó' }).hover();
    await this.dialAction(label).click();
  }

  /** The node whose card shows `text`. */
  node(text: string | RegExp): Locator {
    return this.nodes.filter({ hasText: text });
  }

  /** Drags from a node's exit (`out`, `option-1`, `true`…) to another node's entry, as a user connects them. */
  async connect(from: Locator, handle: string, to: Locator): Promise<void> {
    const source = await from.locator(`.react-flow__handle.source[data-handleid="${handle}"]`).boundingBox();
    const target = await to.locator('.react-flow__handle.target').boundingBox();
    if (!source || !target) throw new Error('a handle to connect is not on screen');
    await this.page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await this.page.mouse.up();
  }

  async snapshot(): Promise<CanvasSnapshot> {
    const nodes = await this.nodes.evaluateAll((elements) =>
      elements.map((element) => {
        const card = element as HTMLElement;
        return `${card.dataset.id} ${card.style.transform} ${(card.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
      }),
    );
    // An edge's id names its source node and exit (one edge per exit).
    const edges = await this.edges.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLElement).dataset.id ?? ''),
    );
    return { nodes: nodes.sort(), edges: edges.sort() };
  }
}

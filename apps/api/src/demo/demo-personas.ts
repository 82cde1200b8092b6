/**
 * The simulated customers of the demo: who they are and what they say. Persona `n` is built from
 * a name list and a list of conversations (an opening line, then one answer per attendant reply),
 * so a running demo keeps meeting new customers. Each persona has its own number, derived from
 * `n`, which is how a restarted demo knows who already wrote (see `demoPersonaIndex`).
 */
export interface DemoPersona {
  index: number;
  number: string;
  name: string;
  lines: readonly string[];
}

const firstNames = [
  'Mariana',
  'João',
  'Ana',
  'Carlos',
  'Fernanda',
  'Rafael',
  'Beatriz',
  'Lucas',
  'Juliana',
  'Pedro',
  'Camila',
  'Gustavo',
  'Larissa',
  'Thiago',
  'Patrícia',
  'Bruno',
  'Aline',
  'Diego',
  'Renata',
  'Eduardo',
] as const;

const lastNames = [
  'Souza',
  'Pereira',
  'Lima',
  'Alberto',
  'Rocha',
  'Costa',
  'Oliveira',
  'Santos',
  'Ferreira',
  'Almeida',
  'Ribeiro',
  'Carvalho',
  'Gomes',
] as const;

const conversations: readonly (readonly string[])[] = [
  [
    'Olá! Fiz um pedido ontem e ainda não recebi o código de rastreio.',
    'O número do pedido é 48213.',
    'Perfeito, muito obrigada pela ajuda!',
  ],
  [
    'Boa tarde, vocês têm o modelo X200 em estoque?',
    'Preciso de duas unidades. Qual o prazo de entrega para o Rio?',
    'Ótimo, vou fechar o pedido pelo site.',
  ],
  [
    'Oi, não consigo acessar minha conta, diz que a senha está errada.',
    'Já tentei redefinir mas o e-mail não chega.',
    'Chegou agora! Consegui entrar, obrigada.',
  ],
  [
    'Bom dia! Quero trocar o plano da minha empresa para o anual.',
    'Somos 12 usuários hoje.',
    'Combinado, aguardo a proposta por aqui.',
  ],
  [
    'O produto chegou com a caixa amassada, como faço a devolução?',
    'Posso mandar fotos se precisar.',
    'Obrigada, vou levar nos Correios amanhã.',
  ],
  ['Vocês emitem nota fiscal para CNPJ?', 'O CNPJ é 12.345.678/0001-90.', 'Recebi a nota, tudo certo!'],
  [
    'Oi! O cupom PRIMEIRACOMPRA não está funcionando no carrinho.',
    'Aparece "cupom expirado", mas recebi ontem por e-mail.',
    'Funcionou agora, valeu!',
  ],
  [
    'Boa noite, quanto tempo leva a entrega para Belo Horizonte?',
    'O CEP é 30130-010.',
    'Certo, então vou pedir hoje mesmo.',
  ],
  [
    'Olá, fui cobrado duas vezes na mesma compra.',
    'Foi no cartão final 4321, pedido 77120.',
    'Obrigado pelo estorno, aguardo a fatura.',
  ],
  [
    'Vocês têm loja física em Curitiba?',
    'Queria ver o produto pessoalmente antes de comprar.',
    'Anotado o endereço, passo lá no sábado.',
  ],
];

/** Demo customers' numbers: this prefix, then the persona's index in six digits (Brazilian mobile shape). */
const numberPrefix = '5511976';
const indexDigits = 6;

/** The `index`-th simulated customer (0, 1, 2...): a new name and number each time, conversations in turn. */
export function demoPersona(index: number): DemoPersona {
  const first = firstNames[index % firstNames.length] as string;
  // Walking the last names at another pace pairs each first name with every last name in turn.
  const round = Math.floor(index / firstNames.length);
  const last = lastNames[(index + round) % lastNames.length] as string;
  return {
    index,
    number: `${numberPrefix}${String(index).padStart(indexDigits, '0')}`,
    name: `${first} ${last}`,
    lines: conversations[index % conversations.length] as readonly string[],
  };
}

/** Which persona a contact number belongs to, or null for a number that is not a demo customer's. */
export function demoPersonaIndex(number: string): number | null {
  if (!number.startsWith(numberPrefix) || number.length !== numberPrefix.length + indexDigits) return null;
  const index = Number(number.slice(numberPrefix.length));
  return Number.isInteger(index) ? index : null;
}

/** `LIKE` pattern of every demo customer's number. */
export const demoNumberPattern = `${numberPrefix}${'_'.repeat(indexDigits)}`;

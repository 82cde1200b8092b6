/**
 * The simulated customers of the demo: who they are and what they say. Each persona opens with
 * its first line and answers an attendant's reply with the next one, so a newcomer can hold a
 * short, believable conversation without a phone.
 */
export interface DemoPersona {
  number: string;
  name: string;
  lines: readonly string[];
}

export const demoPersonas: readonly DemoPersona[] = [
  {
    number: '5511987650001',
    name: 'Mariana Souza',
    lines: [
      'Olá! Fiz um pedido ontem e ainda não recebi o código de rastreio.',
      'O número do pedido é 48213.',
      'Perfeito, muito obrigada pela ajuda!',
    ],
  },
  {
    number: '5521987650002',
    name: 'João Pereira',
    lines: [
      'Boa tarde, vocês têm o modelo X200 em estoque?',
      'Preciso de duas unidades. Qual o prazo de entrega para o Rio?',
      'Ótimo, vou fechar o pedido pelo site.',
    ],
  },
  {
    number: '5531987650003',
    name: 'Ana Lima',
    lines: [
      'Oi, não consigo acessar minha conta, diz que a senha está errada.',
      'Já tentei redefinir mas o e-mail não chega.',
      'Chegou agora! Consegui entrar, obrigada.',
    ],
  },
  {
    number: '5541987650004',
    name: 'Carlos Alberto',
    lines: [
      'Bom dia! Quero trocar o plano da minha empresa para o anual.',
      'Somos 12 usuários hoje.',
      'Combinado, aguardo a proposta por aqui.',
    ],
  },
  {
    number: '5551987650005',
    name: 'Fernanda Rocha',
    lines: [
      'O produto chegou com a caixa amassada, como faço a devolução?',
      'Posso mandar fotos se precisar.',
      'Obrigada, vou levar nos Correios amanhã.',
    ],
  },
  {
    number: '5561987650006',
    name: 'Rafael Costa',
    lines: ['Vocês emitem nota fiscal para CNPJ?', 'O CNPJ é 12.345.678/0001-90.', 'Recebi a nota, tudo certo!'],
  },
];

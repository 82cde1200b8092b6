/**
 * Words the generator composes names and message bodies from. Portuguese (the spec's language), with
 * accents so that searches go through `f_unaccent(lower(...))` like real ones. Message words are drawn
 * with a skew towards the start of `messageWords` (common words first, rare ones last), so a search
 * term's selectivity depends on which word it is: the scenarios search a mid-frequency word.
 */

/** Whitespace-separated words to an array (keeps the lists compact). */
const listOf = (text: string) => text.trim().split(/\s+/);

export const firstNames = listOf(`
  Ana Maria João José Pedro Paulo Lucas Mateus Gabriel Rafael Carlos Fernanda Juliana Patrícia Aline
  Camila Beatriz Larissa Letícia Bruna Rodrigo Marcelo Ricardo André Felipe Gustavo Thiago Vinícius
  Leonardo Eduardo Daniel Diego Renata Vanessa Simone Cláudia Sandra Márcia Regina Luana Natália
  Priscila Tatiane Débora Sérgio Fábio Márcio Roberto Antônio Francisco Raimundo Sebastião Luiz Otávio
  Heloísa Valéria Conceição Joana Isabela Manuela Helena Alice Laura Valentina Sophia Arthur Heitor
  Bernardo Davi Samuel Miguel Benício Enzo Lorenzo Théo Nicolas Murilo Caio Igor
`);

export const lastNames = listOf(`
  Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins
  Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes
  Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Conceição Brandão
  Magalhães Falcão Guimarães Sampaio Queiroz Assunção Peçanha Simões
`);

/** Common first, rare last (see the module comment). */
export const messageWords = listOf(`
  olá bom dia boa tarde noite obrigado por favor sim não ok tudo bem meu minha pedido preciso de ajuda
  com o a um uma para quando vai chegar está atrasado entrega pagamento boleto cartão pix valor número
  endereço troca produto cliente atendimento aguardo retorno hoje amanhã semana horário loja site
  aplicativo senha acesso cadastro conta fatura nota fiscal cancelar cancelamento confirmar
  confirmação código rastreamento frete prazo desconto promoção cupom orçamento informação dúvida
  problema reclamação devolução estorno reembolso garantia assistência técnica instalação manutenção
  visita agendamento protocolo transferência segunda via vencimento juros multa parcelamento contrato
  plano mensalidade renovação assinatura upgrade internet sinal velocidade modem roteador geladeira
  fogão televisão celular notebook impressora cadeira colchão tamanho cor azul vermelho preto branco
  estoque disponível indisponível voltagem bivolt manual comprovante anexo foto vídeo áudio documento
  CPF CNPJ CEP bairro cidade São Paulo Rio Janeiro Belo Horizonte Curitiba Salvador Recife Fortaleza
  Manaus Belém Goiânia Florianópolis transportadora correios motoboy retirada balcão ouvidoria Procon
  avaliação satisfação elogio sugestão urgente prioridade supervisor gerente financeiro comercial
  jurídico logística almoxarifado homologação credenciamento franquia consórcio seguro sinistro
  vistoria apólice carência portabilidade biometria token autenticação bloqueio desbloqueio limite
  antecipação chargeback conciliação inadimplência negativação Serasa renegociação acordo quitação
  xícara liquidificador aspirador ventilador climatizador purificador micro-ondas cafeteira
  sanduicheira churrasqueira espremedor desumidificador
`);

export const queueNames =
  'Vendas,Suporte,Financeiro,Comercial,Cobrança,Pós-venda,Técnico,Recepção,Ouvidoria,Logística'.split(',');

export const tagNames =
  'VIP,Novo cliente,Recorrente,Inadimplente,Atacado,Varejo,Reclamação,Elogio,Urgente,Aguardando peça,Garantia,Lead quente,Lead frio,Parceiro,Fornecedor'.split(
    ',',
  );

/** The text searches the scenarios run: a frequent contact first name, a mid-frequency and a rare message word. */
export const contactSearchTerm = 'fernanda';
export const messageSearchTerm = 'reembolso';
export const rareMessageSearchTerm = 'desumidificador';

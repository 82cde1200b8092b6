import type { MessagesApiMessages } from './pt';

export const messagesApiEs: MessagesApiMessages = {
  title: 'Documentación para el envío de mensajes',
  methods: {
    title: 'Métodos de envío',
    text: '1. Mensajes de texto',
    media: '2. Mensajes multimedia',
  },
  instructions: {
    title: 'Instrucciones',
    notes: 'Observaciones importantes',
    token:
      'Antes de enviar mensajes, es necesario registrar el token vinculado a la conexión que enviará los mensajes. Para registrarlo, abra el menú "Conexiones", haga clic en el botón editar de la conexión e ingrese el token en el campo correspondiente.',
    number:
      'El número no debe tener máscara ni caracteres especiales y debe componerse de: código del país, código de área y número.',
    example: 'Ejemplo: 5511912345678',
  },
  text: {
    intro: 'A continuación, la información necesaria para enviar mensajes de texto:',
  },
  media: {
    intro: 'A continuación, la información necesaria para enviar archivos multimedia:',
  },
  docs: {
    endpoint: 'Endpoint',
    method: 'Método',
    headers: 'Headers',
    body: 'Body',
    formData: 'FormData',
    optional: 'Campos opcionales',
    userId: 'userId: usuario que asume el ticket',
    queueId: 'queueId: cola del ticket',
    sendSignature: 'sendSignature: firma el mensaje con el nombre del usuario (requiere userId)',
    closeTicket: 'closeTicket: cierra el ticket después de enviar',
    idempotency:
      'Idempotency-Key (header opcional): repetir la misma clave dentro de 24 horas devuelve la primera respuesta sin volver a enviar.',
    rateLimit:
      'Los envíos están limitados por token y por minuto: al superarlo la respuesta es 429 con el header Retry-After (segundos).',
    answer: 'Respuesta (201): los ids de los mensajes guardados y del ticket; la entrega sigue en segundo plano.',
    example: 'Ejemplo (curl)',
  },
  test: {
    title: 'Prueba de envío',
    token: 'Token registrado',
    number: 'Número',
    body: 'Mensaje',
    file: 'Archivo',
    chooseFile: 'Seleccionar archivo',
    noFile: 'Ningún archivo seleccionado',
    send: 'Enviar',
    sending: 'Enviando…',
    answer: 'Respuesta de la API',
    required: 'Obligatorio',
    sent: 'Mensaje enviado con éxito',
  },
  noPermission: '¡Esta empresa no tiene permiso para acceder a esta página! Lo estamos redirigiendo.',
};

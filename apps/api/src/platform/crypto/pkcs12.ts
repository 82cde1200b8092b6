import { X509Certificate } from 'node:crypto';
import { Socket } from 'node:net';
import tls from 'node:tls';

export interface Pkcs12Summary {
  /** The client certificate's notAfter. */
  validUntil: Date;
}

/**
 * Whether `pfx` is a PKCS#12 bundle Node can present as a TLS client identity without a password,
 * and when its certificate expires. Node has no PKCS#12 parser, so the bundle is loaded the way the
 * HTTPS client will load it (a secure context) and the certificate is read back from a TLS socket
 * bound to that context, never connected. Throws when the bundle does not load.
 */
export function inspectPkcs12(pfx: Buffer): Pkcs12Summary {
  const secureContext = tls.createSecureContext({ pfx });
  const socket = new tls.TLSSocket(new Socket(), { secureContext, isServer: true });
  try {
    const certificate = socket.getCertificate();
    if (!certificate || !('raw' in certificate) || !certificate.raw) throw new Error('The bundle holds no certificate');
    return { validUntil: new Date(new X509Certificate(certificate.raw).validTo) };
  } finally {
    socket.destroy();
  }
}

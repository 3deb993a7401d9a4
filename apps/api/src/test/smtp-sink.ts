import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server for tests: keeps every message it receives, parsed. */
export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** Stop listening (emails sent now fail to connect); start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: listen,
  };
}

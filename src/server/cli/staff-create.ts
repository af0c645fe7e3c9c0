import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { createStaffBody, STAFF_ROLES } from '../../shared/contracts/staff';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { HttpError } from '../http-errors';
import { createAccount, TOTP_ISSUER } from '../modules/staff/staff.service';

/**
 * npm run staff:create -- --email a@b.in --role admin [--hotel 1 --hotel 2] [--no-totp]
 *
 * Creates a staff account (the first admin of a new installation, ADR 131). The password is asked
 * for twice (hidden), or read from STAFF_PASSWORD for scripts; there is no default. Two-factor
 * sign-in is set up at once: the command prints the otpauth URI and a QR code for the
 * authenticator app (--no-totp skips it, refused where STAFF_TOTP_REQUIRED is on, as in
 * production). Works on the embedded database (DATA_DIR; stop the server first: PGlite serves one
 * process) and on PostgreSQL (DATABASE_URL).
 */

const USAGE = `Usage: npm run staff:create -- --email <email> --role <${STAFF_ROLES.join('|')}> [--hotel <id> ...] [--no-totp]
The password is asked for (or read from STAFF_PASSWORD).`;

export type Io = {
  out: (line: string) => void;
  err: (line: string) => void;
  /** asks for a secret without echoing it */
  askSecret: (question: string) => Promise<string>;
  /** whether the terminal can show the QR code */
  tty: boolean;
};

/** Parses the arguments and creates the account; returns the exit code. */
export async function staffCreate(
  argv: string[],
  env: NodeJS.ProcessEnv,
  config: Config,
  db: Db,
  io: Io,
  now: Date = new Date(),
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        hotel: { type: 'string', multiple: true },
        'no-totp': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  if (args['no-totp'] && config.staffTotpRequired) {
    io.err('--no-totp is refused: two-factor sign-in is required here (STAFF_TOTP_REQUIRED).');
    return 2;
  }
  let password = env.STAFF_PASSWORD ?? '';
  if (!password) {
    password = await io.askSecret('Password (at least 12 characters): ');
    const again = await io.askSecret('The same password again: ');
    if (password !== again) {
      io.err('The passwords differ. Nothing was created.');
      return 1;
    }
  }
  const parsed = createStaffBody.safeParse({
    email: args.email ?? '',
    role: args.role ?? '',
    hotelIds: (args.hotel ?? []).map(Number),
    password,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      io.err(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    }
    io.err(USAGE);
    return 2;
  }
  try {
    const { account, totp } = await createAccount(db, null, now, parsed.data, {
      totpIssuer: args['no-totp'] ? undefined : TOTP_ISSUER(config),
    });
    const hotels = account.hotelIds.length ? ` for hotels ${account.hotelIds.join(', ')}` : '';
    io.out(`Created ${account.role} ${account.email}${hotels} (id ${account.id}).`);
    if (totp) {
      io.out('');
      io.out('Two-factor sign-in is on. Add the account to an authenticator app now:');
      if (io.tty) io.out(renderUnicodeCompact(totp.uri, { border: 1 }));
      io.out(`  URI: ${totp.uri}`);
      io.out(`  Key: ${totp.secret}`);
      io.out('Sign in at /admin with the email, the password and the code the app shows.');
    }
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      io.err(`${err.message} Nothing was created.`);
      return 1;
    }
    throw err;
  }
}

/** Reads a line from the terminal without echoing it. */
function askSecret(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    let asked = false;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (!asked) {
        asked = true;
        write.call(rl, s);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    process.exitCode = await staffCreate(process.argv.slice(2), process.env, config, handle.db, {
      out: (l) => console.log(l),
      err: (l) => console.error(l),
      askSecret,
      tty: Boolean(process.stdout.isTTY),
    });
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

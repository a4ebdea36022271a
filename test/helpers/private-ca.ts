/**
 * A private CA and a server certificate it signed, made with the machine's openssl in a
 * temporary folder (as a company CA or a TLS-inspecting proxy's CA would be): the TLS tests
 * serve the certificate and show that Node refuses it until NODE_EXTRA_CA_CERTS names the CA.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface PrivateCa {
  dir: string;
  /** The CA's certificate (PEM): what NODE_EXTRA_CA_CERTS points at. */
  caPath: string;
  /** The server's key and certificate, for localhost, solar.test and 127.0.0.1. */
  key: Buffer;
  cert: Buffer;
  remove(): void;
}

const EC = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

export function makePrivateCa(): PrivateCa {
  const dir = mkdtempSync(join(tmpdir(), "solar-ca-"));
  const at = (name: string) => join(dir, name);
  const openssl = (args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "pipe", "pipe"] });
  openssl(
    ["req", "-x509", ...EC, "-keyout", at("ca.key"), "-out", at("ca.pem"), "-days", "3"]
      .concat(["-subj", "/CN=solar-report test private CA"])
      .concat(["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign"]),
  );
  openssl(["req", ...EC, "-keyout", at("server.key"), "-out", at("server.csr"), "-subj", "/CN=solar.test"]);
  writeFileSync(
    at("server.ext"),
    "subjectAltName=DNS:localhost,DNS:solar.test,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
  );
  openssl(
    ["x509", "-req", "-in", at("server.csr"), "-CA", at("ca.pem"), "-CAkey", at("ca.key")].concat([
      "-CAcreateserial",
      "-out",
      at("server.pem"),
      "-days",
      "3",
      "-extfile",
      at("server.ext"),
    ]),
  );
  return {
    dir,
    caPath: at("ca.pem"),
    key: readFileSync(at("server.key")),
    cert: readFileSync(at("server.pem")),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

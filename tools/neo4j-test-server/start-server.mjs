#!/usr/bin/env node
// Starts the in-process Neo4j test server (Neo4jTestServer.java): builds it with Maven when
// its sources changed (the first build fetches Neo4j from Maven Central into ~/.m2; later
// builds work from that cache), runs it with java, and waits for its ready line.
//   npm run neo4j:test-server -- [--port N] [--password P] [--data-dir D]
// Used by scripts/test-all.mjs, bench:graph --store neo4j and the Neo4j fault test.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const pom = path.join(here, "pom.xml");
const source = path.join(here, "src/main/java/tobu/Neo4jTestServer.java");
const compiled = path.join(here, "target/classes/tobu/Neo4jTestServer.class");
const classpathFile = path.join(here, "target/classpath.txt");
const READY = "NEO4J_TEST_SERVER_READY ";

/** The tools the server needs that this machine lacks, by name (empty when none). */
export function missingNeo4jTools() {
  const missing = [];
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) missing.push("java (Java 17+, e.g. apt-get install openjdk-17-jdk-headless)");
  if (spawnSync("mvn", ["-v"], { stdio: "ignore" }).status !== 0) missing.push("mvn (Maven, e.g. apt-get install maven)");
  return missing;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function readClasspath() {
  if (!existsSync(classpathFile)) return undefined;
  const entries = readFileSync(classpathFile, "utf8").trim().split(path.delimiter);
  return entries.every((jar) => existsSync(jar)) ? entries : undefined;
}

/** Compiles the server and resolves its classpath when needed; returns the java classpath. */
export function buildNeo4jTestServer({ log = console.error } = {}) {
  const fresh = mtime(compiled) >= mtime(source) && mtime(classpathFile) >= mtime(pom) && readClasspath();
  if (!fresh) {
    const missing = missingNeo4jTools();
    if (missing.length) throw new Error(`The Neo4j test server needs ${missing.join(" and ")}, which this machine lacks`);
    log("[neo4j-test-server] building with Maven (the first build downloads Neo4j from Maven Central)");
    const build = spawnSync("mvn", ["-B", "-q", "-f", pom, "compile", "dependency:build-classpath", `-Dmdep.outputFile=${classpathFile}`], { encoding: "utf8" });
    if (build.status !== 0) throw new Error(`Maven could not build the Neo4j test server:\n${(build.stdout + build.stderr).slice(-4000)}`);
    // Maven leaves an unchanged classpath file (and class) as they were: mark them as built now.
    const now = new Date();
    for (const file of [classpathFile, compiled]) if (existsSync(file)) utimesSync(file, now, now);
  }
  const classpath = readClasspath();
  if (!classpath) throw new Error(`The Neo4j test server's classpath (${classpathFile}) is missing jars after the build`);
  return [path.join(here, "target/classes"), ...classpath].join(path.delimiter);
}

/**
 * Starts a server and resolves when it accepts Bolt connections.
 * @param {{ port?: number, password?: string, dataDir?: string, echo?: boolean, timeoutMs?: number }} [options]
 *   dataDir keeps the data across a restart (with the same port and password); echo prints its output.
 * @returns {Promise<{ uri: string, user: string, password: string, pid: number | undefined, logFile: string, stop(): Promise<void>, kill(): Promise<void>, exited: Promise<number | null> }>}
 */
export async function startNeo4jTestServer(options = {}) {
  const classpath = buildNeo4jTestServer();
  const args = ["-Xmx768m", "-XX:+UseSerialGC", "-cp", classpath, "tobu.Neo4jTestServer", "--watch-stdin"];
  if (options.port) args.push("--port", String(options.port));
  if (options.password) args.push("--password", options.password);
  if (options.dataDir) args.push("--data-dir", options.dataDir);
  // Output goes to a file, not a pipe: a parent blocked in spawnSync (npm test) would not
  // drain a pipe, and the server would stall once it filled. stdin stays open as a lifeline:
  // the server stops by itself when this process goes away.
  const logFile = path.join(os.tmpdir(), `tobu-neo4j-test-server-${process.pid}-${Date.now()}.log`);
  const logFd = openSync(logFile, "a");
  const child = spawn("java", args, { stdio: ["pipe", logFd, logFd] });
  closeSync(logFd);
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const output = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");

  const timeoutMs = options.timeoutMs ?? 120_000;
  const started = Date.now();
  let ready;
  let echoed = 0;
  while (!ready) {
    const text = output();
    if (options.echo) {
      process.stderr.write(text.slice(echoed));
      echoed = text.length;
    }
    const line = text.split("\n").find((l) => l.startsWith(READY));
    if (line && line.trimEnd().endsWith("}")) ready = JSON.parse(line.slice(READY.length));
    else if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The Neo4j test server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${text.slice(-4000)}`);
    else if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`The Neo4j test server did not start within ${timeoutMs} ms:\n${text.slice(-4000)}`);
    } else await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const stopWith = async (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(timer);
    if (options.echo) process.stderr.write(output().slice(echoed));
    rmSync(logFile, { force: true });
  };
  return {
    uri: ready.uri,
    user: ready.user,
    password: ready.password,
    pid: child.pid,
    logFile,
    exited,
    /** A clean shutdown (SIGTERM). */
    stop: () => stopWith("SIGTERM"),
    /** The process dies at once (SIGKILL), as in a crash. */
    kill: () => stopWith("SIGKILL"),
  };
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === "--port") options.port = Number(value);
    else if (flag === "--password") options.password = value;
    else if (flag === "--data-dir") options.dataDir = path.resolve(value);
    else throw new Error(`Unknown option ${flag} (use --port, --password, --data-dir)`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const server = await startNeo4jTestServer({ ...parseArgs(process.argv.slice(2)), echo: true });
    console.log(`NEO4J_URI=${server.uri} NEO4J_USER=${server.user} NEO4J_PASSWORD=${server.password}`);
    for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void server.stop());
    process.exitCode = (await server.exited) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

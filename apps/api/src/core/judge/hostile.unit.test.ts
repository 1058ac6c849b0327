import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assembleProgram, JUDGE_LIMITS, type CodeLanguage, type Verdict } from '@app/shared';

import type { StoredTestCase } from '../../db/schema/assessments.ts';
import type { JudgeOutcome } from './engine.ts';
import { grade } from './grade.ts';
import { createSandboxEngine } from './sandbox.ts';

/**
 * The hostile-submission suite: programs that try to escape, starve or snoop on the judge.
 * Each must end contained, with the expected verdict (or Accepted with harmless output where
 * the point is that nothing leaks), within the wall limit + 1 s per test, leaving no process
 * behind and the host's files untouched. Cases run concurrently (vitest maxConcurrency).
 */

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRET = `ks-secret-${randomBytes(6).toString('hex')}`;
const SENTINEL = `/tmp/kodeschool-hostile-sentinel-${process.pid}`;
const SENTINEL_TEXT = `untouched ${randomBytes(4).toString('hex')}\n`;
const REPO_PROBE = path.join(REPO, `hostile-${process.pid}.txt`);
const WALL_GRACE_MS = JUDGE_LIMITS.wallMs + 1_000;

type Case = {
  name: string;
  language: CodeLanguage;
  code: string;
  /** the hidden driver the code runs inside ({{USER_CODE}}), as a problem's mainCode */
  mainCode?: string;
  /** verdicts that count as contained */
  verdicts: Verdict[];
  inputs?: string[];
  expected?: string[];
  /** stdout of the first test must match */
  stdout?: RegExp;
  /** a run's message (stderr) must match */
  message?: RegExp;
};

const AC: Verdict[] = ['Accepted'];
const TLE: Verdict[] = ['Time Limit Exceeded'];
const BOMB: Verdict[] = ['Time Limit Exceeded', 'Runtime Error', 'Memory Limit Exceeded'];

const cpp = (body: string, head = '') =>
  `#include <bits/stdc++.h>\n#include <unistd.h>\n#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\n#include <sys/wait.h>\n#include <signal.h>\nusing namespace std;\n${head}\nint main(){\n${body}\n}\n`;
const java = (body: string, head = '') =>
  `import java.util.*;\nimport java.io.*;\nimport java.net.*;\nimport java.nio.file.*;\npublic class Main {\n${head}\npublic static void main(String[] args) throws Exception {\n${body}\n}\n}\n`;

// 21. The hidden driver and the hidden tests. The driver carries DRIVER_MARK in a comment and
// the test's expected output is EXPECTED_MARK; the student's code builds both strings at run time
// (so they are not in its own text) and looks for them in every file and descriptor it can reach,
// and for the driver's file itself.
const MARK = randomBytes(4).toString('hex');
const DRIVER_MARK = `DRIVER-${MARK}`;
const EXPECTED_MARK = `EXPECTED-${MARK}`;
const needles = (q: string) =>
  `${q}DRIVER${q} + ${q}-${MARK}${q}, ${q}EXPECTED${q} + ${q}-${MARK}${q}`;
const snoopers: Case[] = [
  {
    name: 'reading the hidden driver and tests',
    language: 'python',
    mainCode: `# ${DRIVER_MARK}\n{{USER_CODE}}\nprint(probe())\n`,
    code: `import os, sys, inspect
def probe():
    found = []
    marks = [m.encode() for m in (${needles('"')})]
    def look(path):
        try:
            with open(path, "rb") as f:
                data = f.read(1 << 22)
        except OSError:
            return
        if any(m in data for m in marks):
            found.append(path)
    for d, dirs, files in os.walk("/"):
        if d.startswith(("/proc", "/sys", "/usr", "/dev")):
            dirs[:] = []
            continue
        for f in files:
            look(os.path.join(d, f))
    for fd in os.listdir("/proc/self/fd"):
        if fd not in ("0", "1", "2"):
            look("/proc/self/fd/" + fd)
    for p in [__file__, sys.argv[0], "/tmp/.program"]:
        if os.path.exists(p):
            found.append("exists " + p)
    try:
        inspect.getsource(sys.modules["__main__"])
        found.append("source")
    except (OSError, TypeError):
        pass
    return "clean" if not found else "found " + " ".join(found)`,
    verdicts: AC,
    stdout: /^clean\n$/,
  },
  {
    name: 'reading the hidden driver and tests',
    language: 'javascript',
    mainCode: `// ${DRIVER_MARK}\n{{USER_CODE}}\nconsole.log(probe());\n`,
    code: `const fs = require("fs");
const path = require("path");
function probe() {
  const found = [];
  const marks = [${needles('"')}];
  const look = (p) => {
    let data;
    try { data = fs.readFileSync(p, "latin1"); } catch { return; }
    if (marks.some((m) => data.includes(m))) found.push(p);
  };
  const walk = (dir) => {
    if (["/proc", "/sys", "/usr", "/dev"].includes(dir)) return;
    let entries = [];
    try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) look(p);
    }
  };
  walk("/");
  // descriptors open on files (not the runtime's own pipes, nor its files under /usr)
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    const p = "/proc/self/fd/" + fd;
    try {
      if (+fd > 2 && fs.statSync(p).isFile() && !fs.readlinkSync(p).startsWith("/usr/")) look(p);
    } catch {}
  }
  for (const p of [__filename, process.argv[1], require.main && require.main.filename, "/tmp/.program"]) {
    if (p && fs.existsSync(p)) found.push("exists " + p);
  }
  return found.length ? "found " + found.join(" ") : "clean";
}`,
    verdicts: AC,
    stdout: /^clean\n$/,
  },
  {
    name: 'reading the hidden driver and tests',
    language: 'cpp',
    mainCode: `// ${DRIVER_MARK}\n#include <bits/stdc++.h>\n#include <filesystem>\n{{USER_CODE}}\nint main() { std::cout << probe(); }\n`,
    code: `namespace fs = std::filesystem;
std::string probe() {
  std::vector<std::string> marks = {std::string("DRIVER") + "-${MARK}", std::string("EXPECTED") + "-${MARK}"};
  std::string found, out;
  auto look = [&](const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) return;
    std::string data((std::istreambuf_iterator<char>(in)), {});
    for (auto& m : marks) if (data.find(m) != std::string::npos) found += " " + p;
  };
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator("/", fs::directory_options::skip_permission_denied, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    std::string p = it->path().string();
    if (p == "/proc" || p == "/sys" || p == "/usr" || p == "/dev") { it.disable_recursion_pending(); continue; }
    if (it->is_regular_file(ec)) look(p);
  }
  for (auto& e : fs::directory_iterator("/proc/self/fd", ec)) {
    std::string fd = e.path().filename().string();
    if (fd != "0" && fd != "1" && fd != "2" && fs::is_regular_file(e.path(), ec)) look(e.path().string());
  }
  if (fs::exists("/tmp/.program", ec)) found += " /tmp/.program";
  out += std::ifstream("/proc/self/exe") ? "exe readable\\n" : "exe denied\\n";
  return out + (found.empty() ? "clean\\n" : "found" + found + "\\n");
}`,
    verdicts: AC,
    stdout: /^exe denied\nclean\n$/,
  },
  {
    name: 'reading the hidden driver and tests',
    language: 'java',
    mainCode: `// ${DRIVER_MARK}\nimport java.util.*;\nimport java.io.*;\nimport java.nio.file.*;\n{{USER_CODE}}\npublic class Main {\n  public static void main(String[] args) throws Exception { System.out.println(Probe.run()); }\n}\n`,
    code: `class Probe {
  static List<String> found = new ArrayList<>();
  static String[] marks = {${needles('"')}};
  static void look(Path p) {
    try {
      String data = new String(Files.readAllBytes(p), "ISO-8859-1");
      for (String m : marks) if (data.contains(m)) found.add(p.toString());
    } catch (Exception e) {}
  }
  static void walk(Path dir) {
    String d = dir.toString();
    if (d.matches("/(proc|sys|usr|dev)(/.*)?")) return;
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
      for (Path p : s) {
        if (Files.isSymbolicLink(p)) continue;
        if (Files.isDirectory(p)) walk(p); else look(p);
      }
    } catch (Exception e) {}
  }
  static String run() throws Exception {
    walk(Path.of("/"));
    try (DirectoryStream<Path> s = Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
      for (Path p : s) {
        // descriptors open on files (not the JVM's pipes, nor its own files under /usr)
        if (Integer.parseInt(p.getFileName().toString()) > 2 && Files.isRegularFile(p)
            && !Files.readSymbolicLink(p).toString().startsWith("/usr/")) look(p);
      }
    } catch (Exception e) {}
    if (Files.exists(Path.of("/tmp/.program"))) found.add("/tmp/.program");
    for (String c : new String[]{"Main.class", "Probe.class"}) {
      if (Probe.class.getResource(c) != null || ClassLoader.getSystemResource(c) != null) found.add(c);
    }
    return found.isEmpty() ? "clean" : "found " + found;
  }
}`,
    verdicts: AC,
    stdout: /^clean\n$/,
  },
];

const cases: Case[] = [
  ...snoopers,
  // 1. fork bomb
  { name: 'fork bomb', language: 'cpp', code: cpp('for(;;) fork();'), verdicts: BOMB },
  {
    name: 'fork bomb',
    language: 'python',
    code: 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass',
    verdicts: BOMB,
  },
  {
    name: 'fork bomb',
    language: 'javascript',
    code: 'const { spawn } = require("child_process");\nfor (;;) { try { spawn(process.execPath, [__filename]); } catch (e) {} }',
    verdicts: BOMB,
  },
  {
    name: 'fork bomb',
    language: 'java',
    code: java(
      'while (true) { try { new ProcessBuilder("/usr/bin/java", "-cp", System.getProperty("java.class.path"), "Main").start(); } catch (Exception e) {} }',
    ),
    verdicts: BOMB,
  },
  // 2. memory bomb (fast: one big block touched at once)
  {
    name: 'memory bomb',
    language: 'cpp',
    code: cpp(
      'size_t n = size_t(3) << 30; char* p = (char*)malloc(n); memset(p, 1, n); printf("%d\\n", p[n / 2] + p[rand() % n]);',
    ),
    verdicts: ['Memory Limit Exceeded'],
  },
  {
    name: 'memory bomb',
    language: 'python',
    code: 'x = bytearray(3 << 30)\nprint(len(x))',
    verdicts: ['Memory Limit Exceeded'],
  },
  {
    name: 'memory bomb',
    language: 'javascript',
    code: 'const b = Buffer.alloc(2 ** 31 - 1, 1); console.log(b.length);',
    verdicts: ['Memory Limit Exceeded'],
  },
  {
    name: 'memory bomb',
    language: 'java',
    code: java('long[] a = new long[400_000_000]; System.out.println(a.length);'),
    verdicts: ['Memory Limit Exceeded'],
  },
  // 3. infinite loop
  {
    name: 'infinite loop',
    language: 'cpp',
    code: cpp('volatile long i=0; for(;;) i++;'),
    verdicts: TLE,
  },
  {
    name: 'infinite loop',
    language: 'python',
    code: 'i = 0\nwhile True:\n    i += 1',
    verdicts: TLE,
  },
  {
    name: 'infinite loop',
    language: 'javascript',
    code: 'let i = 0; for (;;) i++;',
    verdicts: TLE,
  },
  {
    name: 'infinite loop',
    language: 'java',
    code: java('long i = 0; while (true) i++;'),
    verdicts: TLE,
  },
  // 4. sleeping (wall clock, no CPU)
  { name: 'sleep', language: 'cpp', code: cpp('sleep(60);'), verdicts: TLE, message: /Wall/ },
  {
    name: 'sleep',
    language: 'python',
    code: 'import time\ntime.sleep(60)',
    verdicts: TLE,
    message: /Wall/,
  },
  {
    name: 'sleep',
    language: 'javascript',
    code: 'setTimeout(() => console.log("late"), 60000);',
    verdicts: TLE,
    message: /Wall/,
  },
  {
    name: 'sleep',
    language: 'java',
    code: java('Thread.sleep(60000);'),
    verdicts: TLE,
    message: /Wall/,
  },
  // 5. network: the database port on localhost and a public address
  {
    name: 'network connect',
    language: 'cpp',
    code: cpp(`
const char* hosts[] = {"127.0.0.1", "1.1.1.1"}; int ports[] = {5432, 80};
for (int i = 0; i < 2; i++) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(ports[i]);
  inet_pton(AF_INET, hosts[i], &a.sin_addr);
  puts(s >= 0 && connect(s, (sockaddr*)&a, sizeof a) == 0 ? "connected" : "blocked");
}`),
    verdicts: AC,
    stdout: /^blocked\nblocked\n$/,
  },
  {
    name: 'network connect',
    language: 'python',
    code: `import socket
for host, port in [("127.0.0.1", 5432), ("1.1.1.1", 80), ("example.com", 80)]:
    try:
        socket.create_connection((host, port), timeout=2)
        print("connected")
    except OSError:
        print("blocked")`,
    verdicts: AC,
    stdout: /^blocked\nblocked\nblocked\n$/,
  },
  {
    name: 'network connect',
    language: 'javascript',
    code: `const net = require("net");
const targets = [["127.0.0.1", 5432], ["1.1.1.1", 80]];
(async () => { for (const [host, port] of targets) {
  console.log(await new Promise((r) => { const s = net.connect({ host, port, timeout: 2000 });
    s.on("connect", () => { s.destroy(); r("connected"); }); s.on("error", () => r("blocked"));
    s.on("timeout", () => { s.destroy(); r("blocked"); }); }));
} })();`,
    verdicts: AC,
    stdout: /^blocked\nblocked\n$/,
  },
  {
    name: 'network connect',
    language: 'java',
    code: java(`
String[] hosts = {"127.0.0.1", "1.1.1.1"}; int[] ports = {5432, 80};
for (int i = 0; i < 2; i++) {
  try (Socket s = new Socket()) { s.connect(new InetSocketAddress(hosts[i], ports[i]), 2000); System.out.println("connected"); }
  catch (Exception e) { System.out.println("blocked"); }
}`),
    verdicts: AC,
    stdout: /^blocked\nblocked\n$/,
  },
  // 6. huge output
  {
    name: 'huge output',
    language: 'cpp',
    code: cpp('for(;;) puts("spam spam spam spam spam spam spam spam");'),
    verdicts: ['Runtime Error'],
    message: /Output limit exceeded/,
  },
  {
    name: 'huge output',
    language: 'python',
    code: 'while True:\n    print("spam" * 100)',
    verdicts: ['Runtime Error'],
    message: /Output limit exceeded/,
  },
  {
    name: 'huge output',
    language: 'javascript',
    // whichever limit comes first: node buffers writes to a pipe in memory
    code: 'const line = "spam".repeat(1000) + "\\n"; for (;;) process.stdout.write(line);',
    verdicts: ['Runtime Error', 'Memory Limit Exceeded'],
    message: /Output limit exceeded|Memory limit exceeded/,
  },
  {
    name: 'huge output',
    language: 'java',
    code: java('while (true) System.out.println("spam spam spam spam spam spam spam");'),
    verdicts: ['Runtime Error'],
    message: /Output limit exceeded/,
  },
  {
    name: 'huge error output',
    language: 'python',
    code: 'import sys\nwhile True:\n    sys.stderr.write("e" * 4096)',
    verdicts: ['Runtime Error'],
    message: /Output limit exceeded/,
  },
  // 7. writing outside the temp dir
  {
    name: 'writing outside the work dir',
    language: 'python',
    code: `import os
for target in [${JSON.stringify(SENTINEL)}, "/usr/bin/pwned", ${JSON.stringify(REPO_PROBE)}, "/judge/supervisor", "/etc/passwd", "/dev/shm/x", "/newfile"]:
    try:
        with open(target, "a") as f:
            f.write("pwned\\n")
        print(target == ${JSON.stringify(SENTINEL)} and "private-tmp" or "written " + target)
    except OSError:
        print("denied")
box = "/" + [d for d in os.listdir("/") if d.startswith("box")][0]
try:
    open(os.path.join(box, "main.py"), "a").write("#")
    print("written box")
except OSError:
    print("denied")`,
    verdicts: AC,
    stdout: /^private-tmp\n(denied\n){7}$/,
  },
  {
    name: 'writing outside the work dir',
    language: 'cpp',
    code: cpp(`
const char* t[] = {"/usr/lib/pwned", "${REPO_PROBE}", "/etc/hosts", "/judge/x"};
for (auto p : t) { FILE* f = fopen(p, "w"); puts(f ? "written" : "denied"); }`),
    verdicts: AC,
    stdout: /^(denied\n){4}$/,
  },
  {
    name: 'writing outside the work dir',
    language: 'java',
    code: java(`
for (String p : new String[]{"/usr/pwned", "${REPO_PROBE}", "/etc/pwned"}) {
  try { Files.writeString(Path.of(p), "x"); System.out.println("written"); } catch (Exception e) { System.out.println("denied"); }
}`),
    verdicts: AC,
    stdout: /^(denied\n){3}$/,
  },
  // 8. reading host files
  {
    name: 'reading host files',
    language: 'python',
    code: `import os
for p in ["/etc/shadow", "/etc/passwd", "/root/.bashrc", "/root", "/home", "/work", ${JSON.stringify(path.join(REPO, 'package.json'))}, ${JSON.stringify(SENTINEL)}, "/var/lib/postgresql"]:
    try:
        if os.path.isdir(p):
            print(p, "listed", os.listdir(p))
        else:
            print(p, "read", open(p).read()[:80])
    except OSError:
        print("denied")`,
    verdicts: AC,
    stdout: /^(denied\n){9}$/,
  },
  {
    name: 'reading host files',
    language: 'cpp',
    code: cpp(`
const char* t[] = {"/etc/shadow", "/root/.bashrc", "${path.join(REPO, 'package.json')}", "/proc/1/root/etc/shadow"};
for (auto p : t) { FILE* f = fopen(p, "r"); puts(f ? "read" : "denied"); }`),
    verdicts: AC,
    stdout: /^(denied\n){4}$/,
  },
  {
    name: 'reading host files',
    language: 'javascript',
    code: `const fs = require("fs");
for (const p of ["/etc/shadow", "/root/.bashrc", ${JSON.stringify(path.join(REPO, 'package.json'))}, "/home"]) {
  try { fs.statSync(p); console.log("visible " + p); } catch { console.log("denied"); }
}`,
    verdicts: AC,
    stdout: /^(denied\n){4}$/,
  },
  {
    name: 'reading host files',
    language: 'java',
    code: java(`
for (String p : new String[]{"/etc/shadow", "/root/.bashrc", "${path.join(REPO, 'package.json')}"}) {
  try { Files.readAllBytes(Path.of(p)); System.out.println("read"); } catch (Exception e) { System.out.println("denied"); }
}`),
    verdicts: AC,
    stdout: /^(denied\n){3}$/,
  },
  {
    name: 'a shell reading host files',
    language: 'python',
    code: 'import os\nos.system("cat /etc/shadow /root/.bashrc 2>/dev/null; ls /root /home /work 2>/dev/null; echo done")',
    verdicts: AC,
    stdout: /^done\n$/,
  },
  // 9. /proc of the host and the supervisor
  {
    name: 'snooping through /proc',
    language: 'python',
    code: `import os
pids = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
print("few" if len(pids) < 10 else "many", 1 in pids)
for p in ["/proc/1/environ", "/proc/1/mem", "/proc/1/cmdline"]:
    try:
        data = open(p, "rb").read(4096)
        print(p, "read", data.replace(b"\\0", b" ").decode(errors="replace"))
    except OSError:
        print(p, "denied")`,
    verdicts: AC,
    stdout: /^few True\n\/proc\/1\/environ denied\n\/proc\/1\/mem denied\n\/proc\/1\/cmdline /,
  },
  // 10. environment snooping
  {
    name: 'environment snooping',
    language: 'python',
    code: 'import os\nfor k, v in sorted(os.environ.items()):\n    print(k + "=" + v)',
    verdicts: AC,
    stdout: /^HOME=\/tmp\nLANG=C.UTF-8\nPATH=[^\n]+\nPWD=\/tmp\nTMPDIR=\/tmp\n$/,
  },
  {
    name: 'environment snooping',
    language: 'cpp',
    code: cpp('for (char** e = environ; *e; e++) puts(*e);', 'extern char** environ;'),
    verdicts: AC,
    stdout: /^(?!.*(DATABASE_URL|KS_HOSTILE|root))[\s\S]*PATH=/,
  },
  {
    name: 'environment snooping',
    language: 'javascript',
    code: 'console.log(Object.keys(process.env).sort().join(","));',
    verdicts: AC,
    stdout: /^HOME,LANG,PATH,PWD,TMPDIR\n$/,
  },
  {
    name: 'environment snooping',
    language: 'java',
    code: java('System.out.println(new TreeMap<>(System.getenv()).keySet());'),
    verdicts: AC,
    stdout: /^\[HOME, LANG, PATH, PWD, TMPDIR\]\n$/,
  },
  // 11. another test's data
  {
    name: 'reading another test’s data',
    language: 'python',
    code: `import os, sys
mine = sys.stdin.read().strip()
other = "TESTDATA-" + ("2" if mine.endswith("1") else "1") * 4
hits = []
for d, dirs, files in os.walk("/"):
    if d.startswith(("/proc", "/sys", "/usr", "/dev")):
        dirs[:] = []
        continue
    for f in files:
        try:
            if other.encode() in open(os.path.join(d, f), "rb").read(1 << 20):
                hits.append(f)
        except OSError:
            pass
print("clean" if not hits else "found " + " ".join(hits))`,
    inputs: ['TESTDATA-1111\n', 'TESTDATA-2222\n'],
    expected: ['clean', 'clean'],
    verdicts: AC,
  },
  // 12. symlink tricks
  {
    name: 'symlink tricks',
    language: 'python',
    code: `import os
os.symlink("/", "/tmp/root")
os.symlink("/etc", "/tmp/etc")
print(sorted(os.listdir("/tmp/root")))
for p in ["/tmp/etc/shadow", "/tmp/root/root/.bashrc", "/tmp/root/work", "/tmp/root/home"]:
    print(p, "visible" if os.path.exists(p) else "absent")`,
    verdicts: AC,
    stdout:
      /^\['bin', 'box-h\d+-\d+', 'dev', 'etc', 'judge', 'lib', 'lib64', 'proc', 'sbin', 'tmp', 'usr'\]\n(\S+ absent\n){4}$/,
  },
  {
    name: 'symlink tricks',
    language: 'cpp',
    code: cpp(`
symlink("/etc/shadow", "/tmp/s"); symlink("/", "/tmp/r");
FILE* a = fopen("/tmp/s", "r"); FILE* b = fopen("/tmp/r/root/.bashrc", "r");
puts(a || b ? "leak" : "absent");`),
    verdicts: AC,
    stdout: /^absent\n$/,
  },
  // 13. thread bombs
  {
    name: 'thread bomb',
    language: 'cpp',
    code: cpp(
      'vector<thread> t; for(;;) t.emplace_back([]{ for(;;) this_thread::sleep_for(chrono::seconds(1)); });',
    ),
    verdicts: BOMB,
  },
  {
    name: 'thread bomb',
    language: 'python',
    code: 'import threading, time\nwhile True:\n    threading.Thread(target=time.sleep, args=(100,), daemon=True).start()',
    verdicts: BOMB,
  },
  {
    name: 'thread bomb',
    language: 'java',
    code: java(
      'while (true) { Thread t = new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }); t.setDaemon(true); t.start(); }',
    ),
    verdicts: BOMB,
  },
  {
    name: 'thread bomb',
    language: 'javascript',
    code: 'const { Worker } = require("worker_threads");\nfor (;;) { try { new Worker("for(;;){}", { eval: true }); } catch (e) {} }',
    verdicts: BOMB,
  },
  // 14. stack overflow
  {
    name: 'stack overflow',
    language: 'cpp',
    code: cpp(
      'return f(1);',
      'int f(int n){ volatile char pad[4096]; pad[0]=n; return f(n+1)+pad[0]; }',
    ),
    verdicts: ['Runtime Error'],
  },
  {
    name: 'stack overflow',
    language: 'python',
    code: 'import sys\nsys.setrecursionlimit(10 ** 8)\ndef f(n):\n    return f(n + 1) + 1\nf(0)',
    verdicts: ['Runtime Error', 'Memory Limit Exceeded'],
  },
  {
    name: 'stack overflow',
    language: 'javascript',
    code: 'function f(n) { return f(n + 1) + 1; }\nf(0);',
    verdicts: ['Runtime Error'],
  },
  {
    name: 'stack overflow',
    language: 'java',
    code: java('System.out.println(f(0));', 'static int f(int n) { return f(n + 1) + 1; }'),
    verdicts: ['Runtime Error'],
  },
  // 15. busy children that outlive the parent
  {
    name: 'busy child surviving its parent',
    language: 'cpp',
    code: cpp('if (fork() == 0) { setsid(); for(;;); } puts("parent done"); return 0;'),
    verdicts: AC,
    stdout: /^parent done\n$/,
  },
  {
    name: 'busy child surviving its parent',
    language: 'python',
    code: 'import os\nif os.fork() == 0:\n    os.setsid()\n    while True:\n        pass\nprint("parent done")',
    verdicts: AC,
    stdout: /^parent done\n$/,
  },
  {
    name: 'busy child surviving its parent',
    language: 'javascript',
    code: 'const { spawn } = require("child_process");\nspawn(process.execPath, ["-e", "for(;;){}", __filename], { detached: true, stdio: "ignore" }).unref();\nconsole.log("parent done");',
    verdicts: AC,
    stdout: /^parent done\n$/,
  },
  // 16. CPU time spread over several processes
  {
    name: 'CPU spread over child processes',
    language: 'cpp',
    code: cpp(
      'for (int i = 0; i < 4; i++) if (fork() == 0) { for(;;); } while (wait(nullptr) > 0); puts("x");',
    ),
    verdicts: TLE,
  },
  // 17. killing everything it can see
  {
    name: 'kill every process',
    language: 'python',
    code: 'import os, signal\nos.kill(-1, signal.SIGKILL)\nprint("survived")',
    verdicts: ['Runtime Error'],
  },
  // 18. privileges
  {
    name: 'gaining privileges',
    language: 'python',
    code: `import os, ctypes
libc = ctypes.CDLL(None, use_errno=True)
tries = [
    lambda: os.setuid(0),
    lambda: os.chroot("/tmp"),
    lambda: libc.mount(b"none", b"/usr", b"tmpfs", 0, None) == 0 or (_ for _ in ()).throw(OSError()),
    lambda: libc.unshare(0x10000000) == 0 or (_ for _ in ()).throw(OSError()),
    lambda: libc.sethostname(b"x", 1) == 0 or (_ for _ in ()).throw(OSError()),
]
for t in tries:
    try:
        t()
        print("allowed")
    except (OSError, PermissionError):
        print("denied")`,
    verdicts: AC,
    stdout: /^(denied\n){5}$/,
  },
  // 19. filling the disk
  {
    name: 'filling the disk',
    language: 'python',
    code: `n = 0
try:
    with open("/tmp/fill", "wb") as f:
        for _ in range(400):
            f.write(b"x" * (1 << 20))
            n += 1
except OSError:
    pass
try:
    for i in range(200):
        with open("/tmp/f%d" % i, "wb") as f:
            f.write(b"y" * (1 << 20) - 1 if False else b"y" * ((1 << 20) - 1))
except OSError:
    pass
print("stopped")`,
    verdicts: AC,
    stdout: /^stopped\n$/,
  },
  // 20. attacks at compile time
  {
    name: 'including host files at compile time',
    language: 'cpp',
    code: `#include "/etc/shadow"\n#include "/root/.bashrc"\nint main(){}`,
    verdicts: ['Compilation Error'],
  },
  {
    name: 'including host files at compile time',
    language: 'java',
    code: java('System.out.println(1);').replace('import java.util.*;', 'import /etc/shadow;'),
    verdicts: ['Compilation Error'],
  },
];

// The test process holds secrets a program must never see.
const savedEnv = { ...process.env };
beforeAll(() => {
  process.env.KS_HOSTILE_SECRET = SECRET;
  process.env.DATABASE_URL ??= `postgres://judge:${SECRET}@127.0.0.1:5432/x`;
  writeFileSync(SENTINEL, SENTINEL_TEXT);
});
afterAll(() => {
  process.env = savedEnv;
  rmSync(SENTINEL, { force: true });
  rmSync(REPO_PROBE, { force: true });
});

/** Host processes whose command line mentions a marker (ps, or /proc where ps is missing). */
function processesWith(marker: string): string[] {
  let lines: string[];
  try {
    lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  } catch {
    lines = readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .map((p) => {
        try {
          return `${p} ${readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ')}`;
        } catch {
          return '';
        }
      });
  }
  return lines.filter((l) => l.includes(marker));
}

function transcript(outcome: JudgeOutcome): string {
  if (!outcome.compiled) return outcome.compileOutput;
  return outcome.runs.map((r) => `${r.stdout}\n${r.stderr}\n${r.message ?? ''}`).join('\n');
}

// At most two cases judged at once: a compile takes seconds of CPU, and on a two-core machine a
// pile of them (with the rest of the suite running beside) would reach the 30 s compile limit
// for reasons that are not the code's.
const JUDGED_AT_ONCE = 2;
let judging = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (judging >= JUDGED_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  judging += 1;
  try {
    return await work();
  } finally {
    judging -= 1;
    waiting.shift()?.();
  }
}

describe.concurrent('hostile submissions are contained', () => {
  cases.forEach((c, i) => {
    it(`${c.name} (${c.language})`, { timeout: 120_000 }, async () => {
      // A folder name of its own inside the sandbox: its processes are findable with ps.
      const marker = `/box-h${process.pid}-${i}`;
      const engine = createSandboxEngine({ boxPath: marker });
      const inputs = c.inputs ?? [''];
      const tests: StoredTestCase[] = inputs.map((input, k) => ({
        input,
        // a snooper's test expects EXPECTED_MARK, which must stay out of its sandbox
        expectedOutput: c.mainCode ? EXPECTED_MARK : (c.expected?.[k] ?? ''),
        isHidden: false,
        points: 1,
      }));
      const source = c.mainCode ? assembleProgram(c.code, c.mainCode) : c.code;
      const outcome = await inTurn(() => engine.judge({ language: c.language, source, inputs }));
      const graded = grade(tests, outcome, 1);
      const detail = `${c.name}/${c.language}: ${transcript(outcome).slice(0, 600)}`;
      const verdict =
        c.verdicts.length === 1 && c.verdicts[0] === 'Accepted' && (!c.expected || c.mainCode)
          ? outcome.compiled && outcome.runs.every((r) => r.status === 'ok')
            ? 'Accepted'
            : graded.verdict
          : graded.verdict;
      expect(c.verdicts, detail).toContain(verdict);
      if (outcome.compiled) {
        for (const run of outcome.runs) {
          expect(run.wallMs, detail).toBeLessThanOrEqual(WALL_GRACE_MS);
        }
        if (c.stdout) expect(outcome.runs[0]!.stdout, detail).toMatch(c.stdout);
        if (c.message) expect(outcome.runs[0]!.message ?? '', detail).toMatch(c.message);
      }
      // nothing of the host leaks into what the program printed
      const text = transcript(outcome);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('KS_HOSTILE_SECRET');
      expect(text).not.toContain('DATABASE_URL');
      expect(text).not.toContain(DRIVER_MARK);
      expect(text).not.toContain(EXPECTED_MARK);
      // nothing keeps running
      expect(processesWith(marker), detail).toEqual([]);
    });
  });
});

describe('a fork bomb next to an honest submission', () => {
  it(
    'does not use up the processes two Java programs judged at the same time need',
    {
      timeout: 120_000,
    },
    async () => {
      const engine = createSandboxEngine({ boxPath: `/box-h${process.pid}-neighbour` });
      const honest = java('System.out.println(new Scanner(System.in).nextInt() * 2);');
      const [bomb, ...others] = await Promise.all([
        engine.judge({ language: 'cpp', source: cpp('for(;;) fork();'), inputs: [''] }),
        ...[1, 2].map(() => engine.judge({ language: 'java', source: honest, inputs: ['21'] })),
      ]);
      expect(bomb!.compiled).toBe(true);
      for (const outcome of others) {
        if (!outcome.compiled) throw new Error(transcript(outcome));
        expect(outcome.runs[0]!.status, transcript(outcome)).toBe('ok');
        expect(outcome.runs[0]!.stdout.trim()).toBe('42');
      }
    },
  );
});

describe('the host after the hostile suite', () => {
  it('has its files unchanged', () => {
    expect(readFileSync(SENTINEL, 'utf8')).toBe(SENTINEL_TEXT);
    expect(existsSync(REPO_PROBE)).toBe(false);
    expect(existsSync('/usr/bin/pwned')).toBe(false);
    expect(existsSync('/usr/lib/pwned')).toBe(false);
    expect(existsSync('/usr/pwned')).toBe(false);
    expect(existsSync('/etc/pwned')).toBe(false);
  });

  it('has no sandbox processes left', () => {
    expect(processesWith(`/box-h${process.pid}-`)).toEqual([]);
  });

  it('ran at least 20 distinct hostile programs', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBeGreaterThanOrEqual(20);
  });

  it('looked for the hidden driver and tests in every language', () => {
    expect(snoopers.map((c) => c.language).sort()).toEqual(['cpp', 'java', 'javascript', 'python']);
  });
});

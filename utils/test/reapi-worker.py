#!/usr/bin/env python3
"""A minimal REAPI worker ("bot") for BuildGrid 0.4.4, speaking the Remote
Workers API (google.devtools.remoteworkers.v1test2.Bots) with the protos that
BuildGrid bundles (buildgrid._protos). BuildGrid ships no worker of its own
(its workers are buildbox's, which neither PyPI nor Debian has), so
test/crosstool/bazel-remote-execution.test runs this one, with BuildGrid's
Python (utils/build/fetch-buildgrid.py): the standard library, grpc and
protobuf.

Per lease:
  1. the lease payload is the Action (or its Digest); fetch the Command and
     the whole input tree (ContentAddressableStorage.GetTree) from CAS;
  2. stage the input root into a FRESH directory <workdir>/<uuid>/root (never
     the client's exec root); file blobs come from a worker-local blob cache,
     hard-linked (one copy per digest and executable bit);
  3. run Command.arguments in root/working_directory with exactly the
     Command's environment (nothing inherited), optionally inside a private
     mount namespace in which the --hide paths are empty tmpfs mounts (proves
     the action reads nothing from those host paths);
  4. upload output files / directories (as Tree) / stdout / stderr to CAS
     and complete the lease with an ActionResult packed into lease.result
     (BuildGrid's scheduler unpacks an ActionResult from it, wraps it in an
     ExecuteResponse and writes the ActionCache).

Each of --jobs threads holds its own bot session of capacity 1, so a lease
is reported the moment it finishes (no long-poll has to end first).
Every command's argv, env and working directory is appended to --log (JSONL).
"""

import argparse
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import threading
import time
import uuid

import grpc

from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as re_pb2
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2_grpc as re_grpc
from buildgrid._protos.google.bytestream import bytestream_pb2, bytestream_pb2_grpc
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2, bots_pb2_grpc, worker_pb2
from buildgrid._protos.google.rpc import code_pb2

BATCH_LIMIT = 2 * 1024 * 1024   # blobs above this go through ByteStream
CHUNK = 1024 * 1024             # ByteStream write chunk
LOG_LOCK = threading.Lock()


def log(*args):
    print(time.strftime("%H:%M:%S"), *args, file=sys.stderr, flush=True)


def digest_of(data):
    return re_pb2.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


class Cas:
    """CAS + ByteStream client with a local blob cache (path per digest)."""

    def __init__(self, channel, instance, cache_dir):
        self.instance = instance
        self.cas = re_grpc.ContentAddressableStorageStub(channel)
        self.bs = bytestream_pb2_grpc.ByteStreamStub(channel)
        self.cache_dir = cache_dir
        self.locks = {}                 # one download per blob, whichever thread asks first
        self.locks_lock = threading.Lock()
        os.makedirs(cache_dir, exist_ok=True)

    # -- reading ---------------------------------------------------------------
    def read(self, digest):
        if digest.size_bytes == 0:
            return b""
        if digest.size_bytes <= BATCH_LIMIT:
            resp = self.cas.BatchReadBlobs(re_pb2.BatchReadBlobsRequest(
                instance_name=self.instance, digests=[digest]))
            r = resp.responses[0]
            if r.status.code != code_pb2.OK:
                raise RuntimeError(f"BatchReadBlobs {digest.hash}: {r.status.message}")
            return r.data
        name = f"{self.instance}/blobs/{digest.hash}/{digest.size_bytes}"
        return b"".join(c.data for c in self.bs.Read(bytestream_pb2.ReadRequest(resource_name=name)))

    def read_message(self, digest, cls):
        msg = cls()
        msg.ParseFromString(self.read(digest))
        return msg

    def fetch_file(self, digest, executable):
        """Path of a read-only local copy of the blob (downloaded once)."""
        path = os.path.join(self.cache_dir, f"{digest.hash}_{digest.size_bytes}{'_x' if executable else ''}")
        with self.locks_lock:
            lock = self.locks.setdefault(path, threading.Lock())
        with lock:
            self._download(digest, path, executable)
        return path

    def _download(self, digest, path, executable):
        if not os.path.exists(path):
            data = self.read(digest)
            if hashlib.sha256(data).hexdigest() != digest.hash:
                raise RuntimeError(f"corrupt blob {digest.hash}")
            tmp = f"{path}.{uuid.uuid4().hex}"
            with open(tmp, "wb") as f:
                f.write(data)
            os.chmod(tmp, 0o555 if executable else 0o444)
            os.replace(tmp, path)

    def get_tree(self, root_digest):
        """All Directory messages under root, by digest hash."""
        dirs = {}
        token = ""
        while True:
            for resp in self.cas.GetTree(re_pb2.GetTreeRequest(
                    instance_name=self.instance, root_digest=root_digest, page_token=token)):
                for d in resp.directories:
                    dirs[hashlib.sha256(d.SerializeToString()).hexdigest()] = d
                token = resp.next_page_token
            if not token:
                break
        if root_digest.hash not in dirs and root_digest.size_bytes == 0:
            dirs[root_digest.hash] = re_pb2.Directory()
        return dirs

    # -- writing ---------------------------------------------------------------
    def upload(self, blobs):
        """blobs: {hash: (Digest, bytes or file path)}; uploads the missing ones."""
        if not blobs:
            return
        missing = self.cas.FindMissingBlobs(re_pb2.FindMissingBlobsRequest(
            instance_name=self.instance, blob_digests=[d for d, _ in blobs.values()])).missing_blob_digests
        batch, size = [], 0
        for d in missing:
            data = blobs[d.hash][1]
            if isinstance(data, str):
                with open(data, "rb") as f:
                    data = f.read()
            if d.size_bytes > BATCH_LIMIT:
                self._bytestream_write(d, data)
                continue
            if size + d.size_bytes > BATCH_LIMIT:
                self._batch_update(batch)
                batch, size = [], 0
            batch.append(re_pb2.BatchUpdateBlobsRequest.Request(digest=d, data=data))
            size += d.size_bytes
        self._batch_update(batch)

    def _batch_update(self, batch):
        if not batch:
            return
        resp = self.cas.BatchUpdateBlobs(re_pb2.BatchUpdateBlobsRequest(
            instance_name=self.instance, requests=batch))
        for r in resp.responses:
            if r.status.code != code_pb2.OK:
                raise RuntimeError(f"BatchUpdateBlobs {r.digest.hash}: {r.status.message}")

    def _bytestream_write(self, d, data):
        name = f"{self.instance}/uploads/{uuid.uuid4()}/blobs/{d.hash}/{d.size_bytes}"

        def chunks():
            for off in range(0, max(len(data), 1), CHUNK):
                yield bytestream_pb2.WriteRequest(
                    resource_name=name if off == 0 else "", write_offset=off,
                    data=data[off:off + CHUNK], finish_write=off + CHUNK >= len(data))
        self.bs.Write(chunks())


def stage(cas, dirs, digest, path):
    """Materialize Directory `digest` at `path` (hard links into the blob cache)."""
    os.makedirs(path, exist_ok=True)
    d = dirs[digest.hash]
    for f in d.files:
        src = cas.fetch_file(f.digest, f.is_executable)
        dst = os.path.join(path, f.name)
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)
    for s in d.symlinks:
        os.symlink(s.target, os.path.join(path, s.name))
    for sub in d.directories:
        stage(cas, dirs, sub.digest, os.path.join(path, sub.name))


def directory_message(path, blobs):
    """Directory proto of a local dir (recursively), collecting blobs; returns (Directory, [children])."""
    d = re_pb2.Directory()
    children = []
    for name in sorted(os.listdir(path)):
        full = os.path.join(path, name)
        if os.path.islink(full) and not os.path.exists(full):
            d.symlinks.add(name=name, target=os.readlink(full))
        elif os.path.isdir(full):
            sub, subchildren = directory_message(full, blobs)
            data = sub.SerializeToString()
            dg = digest_of(data)
            blobs[dg.hash] = (dg, data)
            d.directories.add(name=name, digest=dg)
            children += [sub] + subchildren
        else:
            with open(full, "rb") as f:
                data = f.read()
            dg = digest_of(data)
            blobs[dg.hash] = (dg, data)
            d.files.add(name=name, digest=dg, is_executable=os.access(full, os.X_OK))
    return d, children


def run_action(cas, action, args):
    """Execute one Action in a fresh exec root; returns an ActionResult."""
    command = cas.read_message(action.command_digest, re_pb2.Command)
    job_dir = os.path.join(args.workdir, uuid.uuid4().hex)
    root = os.path.join(job_dir, "root")          # the worker's exec root
    t0 = time.time()
    stage(cas, cas.get_tree(action.input_root_digest), action.input_root_digest, root)
    t_staged = time.time()

    cwd = os.path.join(root, command.working_directory)
    # Output paths are relative to the working directory; their parents must exist.
    outputs = list(command.output_paths) or (list(command.output_files) + list(command.output_directories))
    for out in outputs:
        os.makedirs(os.path.dirname(os.path.join(cwd, out)), exist_ok=True)
    for out in command.output_directories:
        os.makedirs(os.path.join(cwd, out), exist_ok=True)

    env = {v.name: v.value for v in command.environment_variables}
    argv = list(command.arguments)
    if args.hide:
        # Private mount namespace: each hidden path becomes an empty tmpfs.
        mounts = " && ".join(f"mount -t tmpfs -o ro,size=4k nvptxbw-hidden '{p}'" for p in args.hide)
        argv = ["/usr/bin/unshare", "--mount", "--propagation", "private", "/bin/sh", "-c",
                f'{mounts} && exec "$@"', "hide"] + argv
    with LOG_LOCK, open(args.log, "a") as f:
        f.write(json.dumps({"exec_root": root, "cwd": command.working_directory,
                            "argv": list(command.arguments), "env": env,
                            "outputs": outputs}) + "\n")
    timeout = action.timeout.seconds or None
    try:
        proc = subprocess.run(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        exit_code, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as e:
        exit_code, stdout, stderr = 124, e.stdout or b"", (e.stderr or b"") + b"\nworker: timeout\n"
    except OSError as e:
        exit_code, stdout, stderr = 127, b"", f"worker: {e}\n".encode()
    t_ran = time.time()

    result = re_pb2.ActionResult(exit_code=exit_code)
    blobs = {}
    for data, field in ((stdout, "stdout_digest"), (stderr, "stderr_digest")):
        dg = digest_of(data)
        blobs[dg.hash] = (dg, data)
        getattr(result, field).CopyFrom(dg)
    declared_dirs = set(command.output_directories)
    for out in outputs:
        full = os.path.join(cwd, out)
        if os.path.isdir(full) and (out in declared_dirs or command.output_paths):
            rootdir, children = directory_message(full, blobs)
            tree = re_pb2.Tree(root=rootdir, children=children)
            data = tree.SerializeToString()
            dg = digest_of(data)
            blobs[dg.hash] = (dg, data)
            result.output_directories.add(path=out, tree_digest=dg)
        elif os.path.isfile(full):
            with open(full, "rb") as f:
                data = f.read()
            dg = digest_of(data)
            blobs[dg.hash] = (dg, data)
            result.output_files.add(path=out, digest=dg, is_executable=os.access(full, os.X_OK))
        # missing outputs are simply absent (the client decides whether that is an error)
    cas.upload(blobs)
    log(f"exit={exit_code} stage={t_staged - t0:.2f}s run={t_ran - t_staged:.2f}s "
        f"upload={time.time() - t_ran:.2f}s {argv[-1] if len(argv) < 3 else ' '.join(command.arguments[:1])} "
        f"-> {', '.join(outputs)[:120]}")
    if not args.keep:
        shutil.rmtree(job_dir, ignore_errors=True)
    return result


def bot_loop(n, args):
    channel = grpc.insecure_channel(args.server, options=[
        ("grpc.max_receive_message_length", 64 * 1024 * 1024),
        ("grpc.max_send_message_length", 64 * 1024 * 1024)])
    bots = bots_pb2_grpc.BotsStub(channel)
    cas = Cas(channel, args.instance, os.path.join(args.workdir, "blob-cache"))
    worker = worker_pb2.Worker()
    dev = worker.devices.add(handle=f"cpu-{n}")
    dev.properties.add(key="OSFamily", value="linux")
    worker.configs.add(key="capacity", value="1")
    session = bots_pb2.BotSession(bot_id=f"{args.name}-{os.getpid()}-{n}",
                                  status=bots_pb2.BotStatus.Value("OK"), worker=worker)
    session = bots.CreateBotSession(bots_pb2.CreateBotSessionRequest(
        parent=args.instance, bot_session=session), timeout=args.poll)
    log(f"bot {n}: session {session.name}")
    while True:
        for lease in session.leases:
            if lease.state not in (bots_pb2.LeaseState.Value("PENDING"), bots_pb2.LeaseState.Value("ACTIVE")):
                continue
            lease.state = bots_pb2.LeaseState.Value("ACTIVE")
            try:
                if lease.payload.Is(re_pb2.Action.DESCRIPTOR):
                    action = re_pb2.Action()
                    lease.payload.Unpack(action)
                else:
                    dg = re_pb2.Digest()
                    lease.payload.Unpack(dg)
                    action = cas.read_message(dg, re_pb2.Action)
                result = run_action(cas, action, args)
                lease.result.Pack(result)
                lease.status.code = code_pb2.OK
            except Exception as e:  # infrastructure failure: report it, Bazel retries/falls back
                log(f"bot {n}: lease {lease.id} failed: {e!r}")
                lease.status.code = code_pb2.INTERNAL
                lease.status.message = repr(e)
            lease.state = bots_pb2.LeaseState.Value("COMPLETED")
        try:
            session = bots.UpdateBotSession(bots_pb2.UpdateBotSessionRequest(
                name=session.name, bot_session=session), timeout=args.poll)
        except grpc.RpcError as e:
            if e.code() != grpc.StatusCode.DEADLINE_EXCEEDED:
                log(f"bot {n}: UpdateBotSession: {e.code()} {e.details()}")
                time.sleep(1)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--server", required=True, help="host:port of BuildGrid")
    p.add_argument("--instance", default="main")
    p.add_argument("--workdir", required=True, help="where exec roots and the blob cache go")
    p.add_argument("--jobs", type=int, default=os.cpu_count())
    p.add_argument("--name", default="rbe-worker")
    p.add_argument("--poll", type=float, default=30.0, help="UpdateBotSession deadline (s)")
    p.add_argument("--log", required=True, help="JSONL log of every command run")
    p.add_argument("--hide", action="append", default=[],
                   help="host path to hide (empty tmpfs) from every action; repeatable")
    p.add_argument("--keep", action="store_true", help="keep exec roots")
    args = p.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    threads = [threading.Thread(target=bot_loop, args=(n, args), daemon=True) for n in range(args.jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


if __name__ == "__main__":
    main()

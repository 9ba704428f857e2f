"""Checks the shape of nvcc-dialect-projects.py's results.json and prints,
per project and compiler, what compiled, and the TUs nvcc compiles that our
clang does not (for FileCheck). Exit status 1 with the first shape error."""
import json
import sys

CATEGORIES = {"nvcc-leniency", "header", "driver", "backend", "ptxas", "link", "timeout",
              "project", "other"}


def fail(msg):
    print("check-results: error: " + msg)
    sys.exit(1)


report = json.load(open(sys.argv[1]))
for key in ("tool", "archs", "compilers", "projects"):
    if key not in report:
        fail("results.json lacks " + key)
for p in report["projects"]:
    for key in ("name", "domain", "version", "upstream", "mode", "compilers", "tus_in_project",
                "tus_sampled"):
        if key not in p:
            fail("project %s lacks %s" % (p.get("name"), key))
    for c, r in sorted(p["compilers"].items()):
        for key in ("configure", "tus_ok", "tus_total", "link", "first_error", "tus"):
            if key not in r:
                fail("%s/%s lacks %s" % (p["name"], c, key))
        if len(r["tus"]) != r["tus_total"] or r["tus_ok"] != sum(t["ok"] for t in r["tus"]):
            fail("%s/%s: TU counts do not add up" % (p["name"], c))
        for t in r["tus"]:
            v = t["verdict"]
            if t["ok"] != (v is None) or (v and v["category"] not in CATEGORIES):
                fail("%s/%s/%s: verdict %r" % (p["name"], c, t["tu"], v))
        if (r["first_error"] is None) != (r["tus_ok"] == r["tus_total"] and r["link"] is not False):
            fail("%s/%s: first_error does not match the TUs" % (p["name"], c))
        print("%s %s %d/%d link=%s" % (p["name"], c, r["tus_ok"], r["tus_total"],
                                        {True: "ok", False: "FAIL", None: "n/a"}[r["link"]]))
    nv = {t["tu"]: t["ok"] for t in p["compilers"]["nvcc"]["tus"]}
    lost = [t for t in p["compilers"]["ours"]["tus"] if nv.get(t["tu"]) and not t["ok"]]
    print("%s: TUs nvcc compiles that ours does not: %d" % (p["name"], len(lost)))
    for t in lost:
        print("  %s: %s" % (t["tu"], t["verdict"]["line"]))
print("shape ok")

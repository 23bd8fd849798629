/**
 * The one CSV reader (app/.server/text/csv.ts) the redirects import and the
 * MTV tables import share (issue 37): Excel's two separators, the BOM, rows of
 * empty cells, each row's line in the file, and why a file cannot be read, in
 * Turkish and naming the line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeCsv, readCsv } from "#app/.server/text/csv.ts";

describe("readCsv", () => {
  it("takes the separator of the first non-empty line, trims cells and keeps each row's line", () => {
    expect(readCsv("\r\neski;yeni\r\n /a ; /b \r\n;;\r\n/c;/d\r\n")).toEqual({
      ok: true,
      delimiter: ";",
      rows: [
        { line: 2, cells: ["eski", "yeni"] },
        { line: 3, cells: ["/a", "/b"] },
        { line: 5, cells: ["/c", "/d"] },
      ],
    });
    expect(readCsv('\uFEFFa,"b c"\n1,2')).toEqual({
      ok: true,
      delimiter: ",",
      rows: [
        { line: 1, cells: ["a", "b c"] },
        { line: 2, cells: ["1", "2"] },
      ],
    });
  });

  it("gives nothing for an empty file, and rows of any width", () => {
    expect(readCsv("  \n")).toEqual({ ok: true, delimiter: ",", rows: [] });
    expect(readCsv("a;b;c\nd")).toMatchObject({ ok: true, rows: [{ cells: ["a", "b", "c"] }, { cells: ["d"] }] });
  });

  it("says in Turkish why a file cannot be read, naming the line", () => {
    expect(readCsv('a;b\nc;"d\n')).toEqual({ ok: false, problem: '2. satır: bir tırnak işareti (") kapanmamış' });
    expect(readCsv('a;b\nc;d"e"\n')).toEqual({ ok: false, problem: '2. satır: bir hücrenin ortasında tırnak işareti (") var' });
    expect(readCsv('a;"b"c\n')).toEqual({ ok: false, problem: '1. satır: kapanan tırnak işaretinden (") sonra başka karakter var' });
  });
});

describe("decodeCsv", () => {
  it("reads UTF-8 with or without a BOM, and refuses anything else", () => {
    expect(decodeCsv(new TextEncoder().encode("\uFEFFşehir;İl"))).toBe("şehir;İl");
    expect(decodeCsv(new Uint8Array([0x73, 0xfe, 0x68]))).toBeUndefined(); // "şh" in Windows-1254
  });
});

describe("one CSV reader", () => {
  it("is the only server file that parses CSV", () => {
    const parsers = readdirSync("app/.server", { recursive: true, encoding: "utf8" })
      .map((f) => posix.join("app/.server", f.split("\\").join("/")))
      .filter((f) => f.endsWith(".ts") && readFileSync(f, "utf8").includes('from "csv-parse'));
    expect(parsers).toEqual(["app/.server/text/csv.ts"]);
  });
});

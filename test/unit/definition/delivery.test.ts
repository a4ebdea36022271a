/**
 * Who `deliver` sends to, as the definition says (clients[].recipients, delivery.from and
 * delivery.internal: addresses only), and as the run records it in the manifest so that
 * `deliver` needs the report's folder alone.
 */
import { describe, expect, it } from "vitest";
import { parseDefinition } from "../../../src/definition/index.js";
import { buildManifest, deliveryAddresses } from "../../../src/output/manifest.js";
import { sampleModel, withClients } from "../../fixtures/model.js";
import { definitionProblems } from "../../helpers/definition-problems.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";

const problems = definitionProblems;

describe("delivery in the definition", () => {
  it("takes recipients per client, a sender and internal recipients", () => {
    const def = parseDefinition(
      `title: x\nclients:\n  - {name: N, plants: [${A}], recipients: [a@n.example, b@n.example]}\n  - {name: M, plants: all}\n` +
        "delivery: {from: r@h.example, internal: [c@h.example]}\n",
      "def.yaml",
      "/tmp",
    );
    expect(def.clients.map((c) => c.recipients)).toEqual([["a@n.example", "b@n.example"], undefined]);
    expect(def.delivery).toEqual({ from: "r@h.example", internal: ["c@h.example"] });
    expect(deliveryAddresses(def)).toEqual({
      from: "r@h.example",
      internal: ["c@h.example"],
      recipients: [["a@n.example", "b@n.example"], []],
    });
  });

  it("no delivery: nothing recorded", () => {
    expect(deliveryAddresses(parseDefinition("title: x\n", "d.yaml", "/tmp"))).toBeNull();
  });

  it.each([
    [
      `clients: [{name: N, plants: all, recipients: [not-an-address]}]\ndelivery: {from: r@h.example}\n`,
      'clients[0].recipients[0]: "not-an-address" is not an e-mail address (expected name@example.com)',
    ],
    [
      "delivery: {from: r@h.example, internal: [c@h.example, C@H.example]}\n",
      "delivery.internal: an address is listed twice: list each once",
    ],
    [
      "clients: [{name: N, plants: all, recipients: [a@n.example]}]\n",
      "delivery: clients[0] has recipients but there is no delivery.from: add delivery: {from: <sender address>}",
    ],
    ["delivery: {internal: [c@h.example]}\n", expect.stringMatching(/^delivery\.from: /)],
    [
      "delivery: {from: r@h.example, smtp: smtp://u:p@x}\n",
      expect.stringMatching(/^delivery\.smtp: unknown key/),
    ],
  ])("refuses %j", (yaml, problem) => {
    expect(problems(yaml)).toEqual([problem]);
  });
});

describe("the manifest records them", () => {
  it("clients[].recipients (where given) and delivery with the company", () => {
    const model = withClients(sampleModel({ plants: 8 }));
    const addresses = { from: "r@h.example", internal: ["c@h.example"], recipients: [["a@n.example"], []] };
    const m = buildManifest(model, { workbooks: {}, pdfs: new Map() }, addresses);
    expect(m.delivery).toEqual({
      from: "r@h.example",
      internal: ["c@h.example"],
      company: model.branding.company,
    });
    expect(m.clients).toHaveLength(2);
    expect(m.clients[0]!.recipients).toEqual(["a@n.example"]);
    expect(m.clients[1]).not.toHaveProperty("recipients");
    const without = buildManifest(model, { workbooks: {}, pdfs: new Map() });
    expect(without).not.toHaveProperty("delivery");
  });
});

#!/usr/bin/env python3
"""Writes peg-board.net, the open peg board's schematic as a KiCad netlist (the
s-expression "KiCad" format that KiCad's PCB editor imports: File > Import > Netlist), from
the wiring of builders-guide.md. Run it again after changing the wiring:
    python3 docs/hardware/make_netlist.py > docs/hardware/peg-board.net
test_peg_board_firmware (PegBoardFirmware.TheSchematicIsTheFirmwaresWiring) checks the file
against firmware/src/config.h and wiring.svg."""

FILES = "abcdefgh"

# ref -> (value, footprint, description)
parts = {
    "A1": ("Arduino_Mega2560_Rev3", "Module:Arduino_Mega2560_Shield", "Arduino A000067"),
    "J1": ("Conn_02x08_Box", "Connector_IDC:IDC-Header_2x08_P2.54mm_Vertical", "carrier board: 8 rows, 8 columns"),
    "J4": ("Conn_01x04", "Connector_JST:JST_XH_B4B-XH-A_1x04_P2.50mm_Vertical", "button box: clock, time, repeat, GND"),
    "SW1": ("clock", "Button_Switch_THT:SW_PUSH_12mm", "Sanwa OBSF-30"),
    "SW2": ("time", "Button_Switch_THT:SW_PUSH_12mm", "Omron B3F-4055"),
    "SW3": ("repeat", "Button_Switch_THT:SW_PUSH_12mm", "Omron B3F-4055"),
    "BZ1": ("Buzzer_active_5V", "Buzzer_Beeper:Buzzer_12x9.5RM7.6", "TMB12A05"),
    "M1": ("Motor_vibration_3V", "Connector_PinHeader_2.54mm:PinHeader_1x02_P2.54mm_Vertical", "Precision Microdrives 310-101"),
    "Q1": ("PN2222A", "Package_TO_SOT_THT:TO-92_Inline", "onsemi PN2222ATA"),
    "R1": ("1k", "Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal", "Yageo MFR-25FBF52-1K"),
    "R2": ("33", "Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal", "Yageo MFR-25FBF52-33R"),
    "D65": ("1N4001", "Diode_THT:D_DO-41_SOD81_P10.16mm_Horizontal", "onsemi 1N4001G"),
}
for n in range(64):
    square = FILES[n % 8] + str(n // 8 + 1)
    parts[f"S{n + 1}"] = ("MDSR-7-10-15", "Resistor_THT:R_Axial_DIN0414_L11.9mm_D4.5mm_P20.32mm_Horizontal", "reed switch under " + square)
    parts[f"D{n + 1}"] = ("1N4148", "Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal", "diode of " + square)

# net name -> [(ref, pin)]. Diodes: pin 1 the cathode (the band), pin 2 the anode; Q1: E B C.
nets = {}
def connect(net, *nodes):
    nets.setdefault(net, []).extend(nodes)

for rank in range(8):  # rows: PA0..PA7 = D22..D29, rank 1..8
    connect(f"/ROW{rank + 1}", ("A1", f"D{22 + rank}"), ("J1", str(rank + 1)))
for f in range(8):  # columns: PC0..PC7 = D37..D30, file a..h
    connect(f"/COL_{FILES[f].upper()}", ("A1", f"D{37 - f}"), ("J1", str(9 + f)))
for n in range(64):  # each hole: column - reed switch - diode anode; cathode - row
    f, rank = n % 8, n // 8
    connect(f"/COL_{FILES[f].upper()}", (f"S{n + 1}", "1"))
    connect(f"/SQ_{FILES[f]}{rank + 1}", (f"S{n + 1}", "2"), (f"D{n + 1}", "2"))
    connect(f"/ROW{rank + 1}", (f"D{n + 1}", "1"))
for i, (name, sw) in enumerate([("CLOCK", "SW1"), ("TIME", "SW2"), ("REPEAT", "SW3")]):
    connect(f"/BTN_{name}", ("A1", f"A{i}"), ("J4", str(i + 1)), (sw, "1"))
    connect("GND", (sw, "2"))
connect("GND", ("A1", "GND"), ("J4", "4"), ("BZ1", "2"), ("Q1", "E"))
connect("/BUZZER", ("A1", "D10"), ("BZ1", "1"))
connect("/VIBE", ("A1", "D11"), ("R1", "1"))
connect("/VIBE_BASE", ("R1", "2"), ("Q1", "B"))
connect("+5V", ("A1", "5V"), ("R2", "1"))
connect("/MOTOR_HIGH", ("R2", "2"), ("M1", "1"), ("D65", "1"))
connect("/MOTOR_LOW", ("M1", "2"), ("D65", "2"), ("Q1", "C"))

def q(text):
    return '"' + text.replace('"', "'") + '"'

out = ['(export (version "E")',
       '  (design (source "docs/hardware/make_netlist.py") (tool "twinboard")',
       '    (comment "The open peg board (docs/hardware/builders-guide.md); pins as in firmware/src/config.h"))',
       "  (components"]
def order(ref):
    letters = ref.rstrip("0123456789")
    return (letters, int(ref[len(letters):] or 0))
for ref in sorted(parts, key=order):
    value, footprint, description = parts[ref]
    out.append(f"    (comp (ref {q(ref)}) (value {q(value)}) (footprint {q(footprint)}) (description {q(description)}))")
out.append("  )")
out.append("  (nets")
for code, name in enumerate(sorted(nets), start=1):
    nodes = " ".join(f"(node (ref {q(r)}) (pin {q(p)}))" for r, p in nets[name])
    out.append(f"    (net (code {q(str(code))}) (name {q(name)}) {nodes})")
out.append("  )")
out.append(")")
print("\n".join(out))

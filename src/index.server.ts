import Roact from "@rbxts/roact";
import { t } from "@rbxts/t";
import { HttpService } from "@rbxts/services";
import { LUX_NAME } from "Shared/Version";
print(LUX_NAME, t.string("x"), HttpService, Roact.createElement("Frame"));

from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.o_auth_error import OAuthError
from ...models.o_auth_token import OAuthToken
from ...models.o_auth_token_request import OAuthTokenRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: OAuthTokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/oauth/token",
    }

    _kwargs["data"] = body.to_dict()

    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[OAuthError, OAuthToken, Problem]]:
    if response.status_code == 200:
        response_200 = OAuthToken.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = OAuthError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = OAuthError.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Response[Union[OAuthError, OAuthToken, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: OAuthTokenRequest,
) -> Response[Union[OAuthError, OAuthToken, Problem]]:
    """Get an access token (client credentials with mutual TLS)

     RFC 6749 §4.4 client credentials grant with RFC 8705 mutual-TLS client authentication: over HTTPS,
    present the client certificate registered for `client_id`, and get a short-lived access token bound
    to that certificate. Errors here follow RFC 6749 §5.2 (`{error, error_description}`), as OAuth
    client libraries expect; a rate limit (the client’s) or a server failure is a problem document.

    Args:
        body (OAuthTokenRequest): A client credentials token request, sent as application/x-www-
            form-urlencoded over a TLS connection that presents the client’s certificate. Each
            parameter at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[OAuthError, OAuthToken, Problem]]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: OAuthTokenRequest,
) -> Optional[Union[OAuthError, OAuthToken, Problem]]:
    """Get an access token (client credentials with mutual TLS)

     RFC 6749 §4.4 client credentials grant with RFC 8705 mutual-TLS client authentication: over HTTPS,
    present the client certificate registered for `client_id`, and get a short-lived access token bound
    to that certificate. Errors here follow RFC 6749 §5.2 (`{error, error_description}`), as OAuth
    client libraries expect; a rate limit (the client’s) or a server failure is a problem document.

    Args:
        body (OAuthTokenRequest): A client credentials token request, sent as application/x-www-
            form-urlencoded over a TLS connection that presents the client’s certificate. Each
            parameter at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[OAuthError, OAuthToken, Problem]
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: OAuthTokenRequest,
) -> Response[Union[OAuthError, OAuthToken, Problem]]:
    """Get an access token (client credentials with mutual TLS)

     RFC 6749 §4.4 client credentials grant with RFC 8705 mutual-TLS client authentication: over HTTPS,
    present the client certificate registered for `client_id`, and get a short-lived access token bound
    to that certificate. Errors here follow RFC 6749 §5.2 (`{error, error_description}`), as OAuth
    client libraries expect; a rate limit (the client’s) or a server failure is a problem document.

    Args:
        body (OAuthTokenRequest): A client credentials token request, sent as application/x-www-
            form-urlencoded over a TLS connection that presents the client’s certificate. Each
            parameter at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[OAuthError, OAuthToken, Problem]]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: OAuthTokenRequest,
) -> Optional[Union[OAuthError, OAuthToken, Problem]]:
    """Get an access token (client credentials with mutual TLS)

     RFC 6749 §4.4 client credentials grant with RFC 8705 mutual-TLS client authentication: over HTTPS,
    present the client certificate registered for `client_id`, and get a short-lived access token bound
    to that certificate. Errors here follow RFC 6749 §5.2 (`{error, error_description}`), as OAuth
    client libraries expect; a rate limit (the client’s) or a server failure is a problem document.

    Args:
        body (OAuthTokenRequest): A client credentials token request, sent as application/x-www-
            form-urlencoded over a TLS connection that presents the client’s certificate. Each
            parameter at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[OAuthError, OAuthToken, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
